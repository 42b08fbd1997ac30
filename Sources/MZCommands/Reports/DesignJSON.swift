import GameEngine

/// The `design` member of `mz validate --json`.
enum DesignJSON {
    static func object(_ design: DesignReport, gate: DesignGate) -> JSONObjectBuilder {
        var object = JSONObjectBuilder(layout: .lines)
        object.add("passed", design.passed)
        object.add("allPassed", design.allPassed)
        object.add("strict", gate.isStrict)
        object.add(
            "rules",
            .array(
                design.verdicts.map { verdict in
                    .object(
                        JSONObjectBuilder(
                            [
                                "rule": .string(verdict.rule.rawValue), "passed": .bool(verdict.passed), "gates": .bool(verdict.rule.gates),
                                "figure": .string(verdict.figure),
                                "note": verdict.note.map(JSONOutput.string) ?? .null,
                            ], layout: .compact))
                }, .lines))
        object.add("levels", .array(design.levels.map { .object(level($0, design)) }, .lines))
        object.add(
            "unanalysed",
            .array(
                design.unanalysed.map { limit in
                    .object(JSONObjectBuilder(["id": .int(limit.id), "problem": .string(limit.description)], layout: .compact))
                }, .lines))
        object.add("bands", .array(design.bands.map { .object(band($0)) }, .lines))
        return object
    }

    static func level(_ l: LevelDesign, _ design: DesignReport) -> JSONObjectBuilder {
        func optional(_ value: Int?) -> JSONOutput { value.map(JSONOutput.int) ?? .null }
        func optional(_ value: Bool?) -> JSONOutput { value.map(JSONOutput.bool) ?? .null }
        let pays = design.powerUpPaysOff(l)
        let crates = DesignReport.payingCrates(l)
        var object = JSONObjectBuilder(layout: .compact)
        object.add("id", l.id)
        object.add("par", l.par)
        object.add("budget", l.budget)
        object.add("slack", l.slack)
        object.add("treasurePar", optional(l.treasurePar))
        object.add("treasureParSearched", l.treasureParSearched)
        object.add("trapCells", l.trapCells)
        object.add("wrongTurn", optional(l.wrongTurn?.cost))
        object.add("wrongTurnFails", DesignReport.wrongTurnFails(l))
        object.add("fewestCells", optional(l.route?.fewestCells))
        object.add("fewestCellsAtPar", optional(l.route?.fewestCellsAtPar))
        object.add("terrainChoosesRoute", l.route?.terrainChoosesRoute ?? false)
        object.add("jumpSaving", l.jumpSaving)
        object.add("demolishSaving", l.demolishSaving)
        object.add("jumpPaysOff", pays.jump)
        object.add("demolishPaysOff", pays.demolish)
        object.add("jumpHasUse", DesignReport.jumpHasUse(l))
        object.add("itemsRule", DesignReport.meetsItemsRule(l))
        object.add("choice", optional(DesignReport.offersChoice(l)))
        object.add("gemsTestNerve", optional(DesignReport.gemsTestNerve(l)))
        object.add("cratesPaying", crates.paying)
        object.add("cratesFitting", crates.fitting)
        object.add("width", l.width)
        object.add("height", l.height)
        object.add("seenWhole", PlayField.showsWhole(width: l.width, height: l.height))
        object.add(
            "planning",
            l.planning.map { p in
                .object(
                    JSONObjectBuilder(
                        [
                            "bestCoins": .int(p.bestCoins), "bestCrates": .array(p.bestCrates.map(JSONOutput.int), .compact),
                            "bestMoves": l.bestPlanMoves.map(JSONOutput.int) ?? .null, "nearestCoins": .int(p.nearestCoins),
                            "richestCoins": .int(p.richestCoins), "pays": .bool(p.pays),
                            "valueOrderCoins": l.valueOrderCoins.map(JSONOutput.int) ?? .null,
                            "bargainOrderCoins": l.bargainOrderCoins.map(JSONOutput.int) ?? .null,
                            "rushedCoins": l.racePlans?.rushed.map(JSONOutput.int) ?? .null,
                            "letGoCoins": l.racePlans.map { .int($0.letGo) } ?? .null,
                        ], layout: .compact))
            } ?? .null)
        object.add("planningCounted", DesignReport.planningCounted(l))
        object.add("budgetIsLargestDetour", optional(DesignReport.budgetIsLargestDetour(l)))
        object.add("mechanics", .array(l.mechanics.map { .string($0.rawValue) }, .compact))
        object.add("planChangers", .array(l.planChangers.map { .string($0.rawValue) }, .compact))
        object.add("kind", l.kind.rawValue)
        object.add("asksQuestion", DesignReport.asksQuestion(l, jumpPrice: design.prices.jump))
        object.add(
            "items",
            .array(
                l.items.map { item in
                    let reach: String =
                        switch item.reach {
                        case .run: "run"
                        case .trap: "trap"
                        case .unreachable: "unreachable"
                        }
                    return .object(
                        JSONObjectBuilder(
                            [
                                "kind": .string(item.kind), "x": .int(item.x), "y": .int(item.y), "coins": .int(item.coins),
                                "needsJump": .bool(item.needsJump),
                                "reach": .string(reach),
                                "plainRun": optional(item.plainRun), "detour": optional(item.detour(par: l.par)),
                                "fitsBudget": .bool(item.fitsBudget),
                                "withOneJump": optional(item.withOneJump), "withOneDemolish": optional(item.withOneDemolish),
                                "keepsPerfectBonus": optional(item.keepsPerfectBonus),
                            ], layout: .compact))
                }, .compact))
        return object
    }

    static func band(_ b: DesignBand) -> JSONObjectBuilder {
        JSONObjectBuilder(
            [
                "first": .int(b.first), "last": .int(b.last), "parMin": .int(b.parRange.lowerBound), "parMax": .int(b.parRange.upperBound),
                "medianSlackPercent": .int(b.medianSlackPercent), "wrongTurnFails": .int(b.wrongTurnFails),
                "terrainChooses": .int(b.terrainChooses),
                "itemsRuleMet": .int(b.itemsRuleMet), "itemsFitting": .int(b.itemsFitting), "trapItems": .int(b.trapItems),
                "items": .int(b.items),
                "levelsWithTraps": .int(b.levelsWithTraps), "cratesPaying": .int(b.cratesPaying), "cratesFitting": .int(b.cratesFitting),
                "gemLevels": .int(b.gemLevels), "gemLevelsInRange": .int(b.gemLevelsInRange), "choiceCounted": .int(b.choiceCounted),
                "choiceOffered": .int(b.choiceOffered), "jumpUses": .int(b.jumpUses), "bestJumpSaving": .int(b.bestJumpSaving),
                "medianDemolishPercent": .int(b.medianDemolishPercent), "exploits": .int(b.exploits),
                "planningCounted": .int(b.planningCounted), "planningPays": .int(b.planningPays),
                "medianCrateSpread": b.medianCrateSpread.isFinite ? .double(b.medianCrateSpread) : .null,
                "largestDetourBudgets": .int(b.largestDetourBudgets), "levelsWhole": .int(b.levelsWhole),
                "questions": .int(b.questions), "arrivals": .array(b.arrivals.map { .string($0.rawValue) }, .compact),
                "kinds": .array(b.kinds.map { .string($0.rawValue) }, .compact),
            ], layout: .compact)
    }
}
