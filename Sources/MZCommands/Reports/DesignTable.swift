import GameEngine

/// The design section of `mz validate`'s table: per level, per rule, per band.
enum DesignTable {
    static func text(_ design: DesignReport, gate: DesignGate, built: Int, of total: Int) -> String {
        var out = "\ndesign rules" + (built < total ? ": \(built) of \(total) levels could be built and are measured" : "") + "\n\n"
        let widths = [5, 5, 7, 7, 9, 11, 8, 6, 9, 6, 7, 5, 14, 10, 6, 0]
        out += row(
            [
                "id", "par", "budget", "slack", "treasure", "wrong turn", "terrain", "jump", "demolish", "traps", "items", "gems",
                "plan b/n/r", "kind", "whole", "changes plan",
            ], widths)
        for level in design.levels {
            let gems = DesignReport.gemsTestNerve(level).map { $0 ? "ok" : "off" } ?? "-"
            let plan =
                level.plainCrates.isEmpty
                ? "-"
                : level.planning.map { "\($0.bestCoins)/\($0.nearestCoins)/\($0.richestCoins)" + ($0.pays ? " pays" : "") } ?? "n/a"
            out += row(
                [
                    String(level.id), String(level.par), String(level.budget), "\(level.par == 0 ? 0 : 100 * level.slack / level.par)%",
                    level.treasureParSearched ? (level.treasurePar.map(String.init) ?? "none") : "n/a",
                    level.wrongTurn.map { "\($0.cost)" + ($0.cost > level.slack ? " > slack" : "") } ?? "-",
                    level.route?.terrainChoosesRoute == true ? "chooses" : "-",
                    level.jumpSaving > 0 ? "-\(level.jumpSaving)" : "-", level.demolishSaving > 0 ? "-\(level.demolishSaving)" : "-",
                    String(level.trapCells), DesignReport.meetsItemsRule(level) ? "ok" : "FAILED", gems, plan, level.kind.rawValue,
                    PlayField.showsWhole(width: level.width, height: level.height) ? "ok" : "cut",
                    level.planChangers.isEmpty ? "-" : level.planChangers.map(\.rawValue).joined(separator: ","),
                ], widths)
        }
        for limit in design.unanalysed { out += "     \(limit.description)\n" }
        out += "\n"
        for verdict in design.verdicts {
            let status = verdict.passed ? "ok" : verdict.rule.gates ? "FAILED" : "missed"
            out += pad(verdict.rule.rawValue, 11) + pad(status, 7) + verdict.figure + "\n"
            if let note = verdict.note { out += String(repeating: " ", count: 18) + "(\(note))\n" }
        }
        out += "\nper band\n" + bandTable(design.bands) + "\n" + planningBandTable(design.bands)
        return out + "\n" + summary(design, gate: gate)
    }

    /// The last line: the gating rules met or missed, then the pending ones missed (reported
    /// only, whatever the flags: `DesignRule.pending`).
    static func summary(_ design: DesignReport, gate: DesignGate) -> String {
        let gating = design.verdicts.filter(\.rule.gates)
        let missed = gating.filter { !$0.passed }.count
        let pending = design.verdicts.filter { !$0.rule.gates && !$0.passed }.map(\.rule.rawValue)
        if missed == 0 && pending.isEmpty { return "all \(design.verdicts.count) design rules met\n" }
        let qualifier = gating.count < design.verdicts.count ? " gating" : ""
        var line =
            missed == 0
            ? "all \(gating.count)\(qualifier) design rules met"
            : "\(missed) of \(gating.count)\(qualifier) design rules missed"
                + (gate.isStrict ? "" : " (reported only; --strict-design makes this fail)")
        if !pending.isEmpty {
            line += "; \(pending.count) not yet gating missed (reported only): " + pending.joined(separator: ", ")
        }
        return line + "\n"
    }

    /// The per-band figures of the planning, variety, fit and play rules.
    static func planningBandTable(_ bands: [DesignBand]) -> String {
        var out = "| levels | planning pays | crate spread | budget = par + detour | whole at 80×24 | asks a question | arrives | kinds |\n"
        out += "|" + String(repeating: "---|", count: 8) + "\n"
        for b in bands {
            let cells = [
                "\(b.first)–\(b.last)", "\(b.planningPays)/\(b.planningCounted)",
                b.planningCounted == 0 ? "-" : DesignReport.decimal(b.medianCrateSpread),
                "\(b.largestDetourBudgets)/\(b.planningCounted)", "\(b.levelsWhole)/\(b.count)", "\(b.questions)/\(b.count)",
                b.arrivals.isEmpty ? "-" : b.arrivals.map(\.rawValue).joined(separator: ", "),
                "\(b.kinds.count): " + b.kinds.map(\.rawValue).joined(separator: ", "),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// The per-band figures as a Markdown-style table (docs/campaign.md keeps one).
    static func bandTable(_ bands: [DesignBand]) -> String {
        var out =
            "| levels | par | median slack | wrong turn > slack | terrain chooses | items rule | items fit (traps) | crates pay | gems 40–100% | choice | Jump use (best) | Demolish saves | power-up pays |\n"
        out += "|" + String(repeating: "---|", count: 13) + "\n"
        for b in bands {
            let cells = [
                "\(b.first)–\(b.last)", "\(b.parRange.lowerBound)–\(b.parRange.upperBound)", "\(b.medianSlackPercent)%",
                "\(b.wrongTurnFails)/\(b.count)", "\(b.terrainChooses)/\(b.count)", "\(b.itemsRuleMet)/\(b.count)",
                "\(b.itemsFitting)/\(b.items) (\(b.trapItems))", "\(b.cratesPaying)/\(b.cratesFitting)",
                "\(b.gemLevelsInRange)/\(b.gemLevels)",
                "\(b.choiceOffered)/\(b.choiceCounted)", "\(b.jumpUses)/\(b.count) (\(b.bestJumpSaving))",
                "\(b.medianDemolishPercent)% of par",
                "\(b.exploits)/\(b.count)",
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    private static func row(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).map { $1 == 0 ? $0 : pad($0, $1) }.joined() + "\n"
    }

    private static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count)
    }
}
