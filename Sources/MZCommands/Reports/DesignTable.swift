import GameEngine

/// The design section of `mz validate`'s table: per level, per rule, per band.
enum DesignTable {
    static func text(_ design: DesignReport, gate: DesignGate, built: Int, of total: Int) -> String {
        var out = "\ndesign rules" + (built < total ? ": \(built) of \(total) levels could be built and are measured" : "") + "\n\n"
        out += row(
            ["id", "par", "budget", "slack", "treasure", "wrong turn", "terrain", "jump", "demolish", "traps", "items", "gems"],
            [5, 5, 7, 7, 9, 11, 8, 6, 9, 6, 7, 0])
        for level in design.levels {
            let gems = DesignReport.gemsTestNerve(level).map { $0 ? "ok" : "off" } ?? "-"
            out += row(
                [
                    String(level.id), String(level.par), String(level.budget), "\(level.par == 0 ? 0 : 100 * level.slack / level.par)%",
                    level.treasureParSearched ? (level.treasurePar.map(String.init) ?? "none") : "n/a",
                    level.wrongTurn.map { "\($0.cost)" + ($0.cost > level.slack ? " > slack" : "") } ?? "-",
                    level.route?.terrainChoosesRoute == true ? "chooses" : "-",
                    level.jumpSaving > 0 ? "-\(level.jumpSaving)" : "-", level.demolishSaving > 0 ? "-\(level.demolishSaving)" : "-",
                    String(level.trapCells), DesignReport.meetsItemsRule(level) ? "ok" : "FAILED", gems,
                ], [5, 5, 7, 7, 9, 11, 8, 6, 9, 6, 7, 0])
        }
        for limit in design.unanalysed { out += "     \(limit.description)\n" }
        out += "\n"
        for verdict in design.verdicts {
            out += pad(verdict.rule.rawValue, 11) + pad(verdict.passed ? "ok" : "FAILED", 7) + verdict.figure + "\n"
            if let note = verdict.note { out += String(repeating: " ", count: 18) + "(\(note))\n" }
        }
        out += "\nper band\n" + bandTable(design.bands)
        let missed = design.verdicts.filter { !$0.passed }.count
        out +=
            "\n"
            + (missed == 0
                ? "all \(design.verdicts.count) design rules met\n"
                : "\(missed) of \(design.verdicts.count) design rules missed"
                    + (gate.isStrict ? "\n" : " (reported only; --strict-design makes this fail)\n"))
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
