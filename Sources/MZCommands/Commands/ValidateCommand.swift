import GameEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `mz validate`: builds every level of a campaign and checks it (docs/design.md, "Design rules").
enum ValidateCommand {
    enum Options {
        static let json = Flag("json", "print one JSON document instead of the table")
        static let update = Flag("update", "rewrite the stored par and fingerprint of every level in FILE")
        static let design = Flag("design", "also measure the game design rules, per level, per band and for the campaign")
        static let strictDesign = Flag("strict-design", "measure the design rules and exit 1 when one is missed")
        static let economy = Flag("economy", "play the campaign's economy as simulated players instead (a report: exit 0)")
        static let treasuries = Flag("treasuries", "build and check the ten treasuries instead (exit 1 when one misses a rule)")
    }

    static let spec = CommandSpec(
        name: "validate", summary: "build and check every level of a campaign (par, fingerprint, budget, items)",
        usage: ["mz validate [FILE] [--json] [--update] [--design [--strict-design]] [--economy]", "mz validate --treasuries"],
        options: [Options.json, Options.update, Options.design, Options.strictDesign, Options.economy, Options.treasuries],
        operands: .files,
        details: """
            FILE defaults to the shipped campaign (or --levels FILE). Each level is built and checked:
            the maze is perfect (or braided as asked), the exit is reachable, par <= budget, the
            stored par and fingerprint match, and every crate and gem is reported with the least
            moves start -> item -> exit (items needing a power-up are reported, not failed).
            --design adds the game design rules: each level's figures, each rule's
            figure and verdict, and the figures per band of ten levels (docs/rules.md defines
            them); they are reported only, unless --strict-design is given. The rules added
            last (planning, variety, fit, play) are reported but fail no run yet.
            --economy instead plays the campaign's economy with simulated players (par, greedy,
            collector): coins per level, purchases and each power-up's return; a report, exit 0.

            """,
        exitCodes: """
            exit codes: 0 all valid, 1 some level failed (or, with --strict-design, a design
            rule is missed), 64 bad arguments, 65 malformed file, 66 missing file, 74 the file
            could not be rewritten.

            """, run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        guard args.operands.count <= 1 else {
            throw .usage("'mz validate' takes at most one FILE, got \(args.operands.count)")
        }
        if args.has(Options.treasuries) {
            // The treasuries are built from the shipped design, whatever file is named.
            if let other = args.first(of: [Options.update, Options.design, Options.strictDesign, Options.economy, Options.json]) {
                throw .usage("--treasuries checks the treasuries instead of a levels file; it does not go with --\(other.spec.name)")
            }
            guard args.operands.isEmpty else { throw .usage("--treasuries checks the shipped treasuries: it takes no FILE") }
            return try treasuries(console)
        }
        if args.has(Options.economy), let other = args.first(of: [Options.update, Options.design, Options.strictDesign]) {
            // The economy report replaces the validation: a flag of the other would do nothing.
            throw .usage("--economy plays the economy instead of validating; it does not go with --\(other.spec.name)")
        }
        let levelsOption = try args.value(CommonOptions.levels)
        let path = args.operands.first ?? levelsOption
        let file: LevelFile
        let label: String
        if let path {
            file = try LevelSource.read(path)
            label = path
        } else {
            (file, label) = try LevelSource.campaign(args)
        }
        let gate = DesignGate(args, shipped: path == nil && !args.has(CommonOptions.levels))
        if args.has(Options.economy) || gate.measures { try refuseUnboundedAnalysis(of: file, label: label) }
        if args.has(Options.economy) { return try EconomyReport.run(file, label: label, json: args.has(Options.json), console) }
        if args.has(Options.update) && path == nil {
            throw .usage("--update rewrites a levels file: name it, e.g. 'mz validate levels.json --update'")
        }

        var reports: [LevelReport] = []
        var levels: [Level] = []
        var updated = file
        let progress = console.errorIsTerminal && !args.has(Options.json)
        for (i, spec) in file.levels.enumerated() {
            let (report, level) = LevelValidator.validate(spec)
            reports.append(report)
            if let level {
                levels.append(level)
                updated.levels[i].storedPar = level.par
                updated.levels[i].storedFingerprint = level.fingerprint
            }
            if progress { console.err(progressBar(done: i + 1, of: file.levels.count)) }
        }
        if progress { console.err("\r\u{1B}[K") }

        if args.has(Options.update), let path {
            try AtomicFile.write(updated.json, to: path)
            // Report on the file as now written.
            reports = updated.levels.map { LevelValidator.validate($0).0 }
            console.err("mz: updated the stored par and fingerprint in \(path)\n")
        }

        let valid = reports.allSatisfy(\.isValid)
        let design = gate.measures ? DesignReport(analysing: levels, prices: file.shop) : nil
        if args.has(Options.json) {
            console.out(ValidationJSON.document(reports, file: label, valid: valid, design: design.map { ($0, gate) }))
        } else {
            console.out(
                table(reports, label: label)
                    + (design.map { DesignTable.text($0, gate: gate, built: levels.count, of: reports.count) } ?? ""))
        }
        if !valid { throw CommandError(.failed, "\(reports.filter { !$0.isValid }.count) of \(reports.count) levels failed validation") }
        if let design, gate.isStrict, !design.passed {
            // Only the gating rules fail a run; the pending ones are reported (DesignRule.pending).
            let gating = design.verdicts.filter(\.rule.gates)
            let missed = gating.filter { !$0.passed }.map(\.rule.rawValue)
            throw CommandError(
                .failed, "the campaign misses \(missed.count) of \(gating.count) design rules: \(missed.joined(separator: ", "))")
        }
    }

    /// `--treasuries`: each treasury's size, par, budget, crates, best haul against the greedy
    /// players', fee and the rules it misses.
    static func treasuries(_ console: Console) throws(CommandError) {
        let report = TreasuryReport()
        var text = "treasuries: \(Treasury.count), built from the shipped design; a try costs its fee, paid by its first move\n"
        text += "   # seed        size   par budget crates  best  nearest richest   fee  net(best)  rules\n"
        for row in report.rows {
            let number = String(repeating: " ", count: max(0, 3 - String(row.number).count)) + String(row.number)
            let size = pad(String(row.seed), 11) + " " + pad("\(row.width)x\(row.height)", 6)
            let moves = pad(String(row.par), 4) + pad(String(row.budget), 7) + pad(String(row.crates), 7)
            let coins = pad(String(row.bestHaul), 6) + pad(String(row.nearest), 9) + pad(String(row.richest), 8)
            let fee = pad(String(row.fee), 6) + pad("+\(row.bestHaul - row.fee)", 11)
            let rules = row.missed.isEmpty ? "ok" : "missed " + row.missed.joined(separator: ", ")
            text += " \(number) \(size)\(moves)\(coins)\(fee)  \(rules)\n"
        }
        console.out(text)
        let failed = report.rows.filter { !$0.missed.isEmpty }
        if !failed.isEmpty {
            throw CommandError(
                .failed,
                "\(failed.count) of \(Treasury.count) treasuries miss a rule: \(failed.map { String($0.number) }.joined(separator: ", "))")
        }
    }

    /// Refuses, before any level is built, a file whose design or economy analysis could
    /// spend more than one run may (`WorkAllowance.fileLimit`), so the worst file a user can
    /// write is refused in a moment instead of analysed for hours.
    static func refuseUnboundedAnalysis(of file: LevelFile, label: String) throws(CommandError) {
        let work = WorkAllowance.limit(of: file.levels)
        guard work > WorkAllowance.fileLimit else { return }
        throw CommandError(
            .dataError,
            "\(label): its \(file.levels.count) levels may need \(work) search states to analyse, more than the \(WorkAllowance.fileLimit) one run of --design or --economy spends (\(WorkAllowance.statesPerCell) a cell, at least \(WorkAllowance.minimum) a level); analyse it in smaller files"
        )
    }

    static func progressBar(done: Int, of total: Int) -> String {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        return "\rvalidating [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            + "] \(done)/\(total)"
    }

    static func table(_ reports: [LevelReport], label: String) -> String {
        var out = "validating \(label): \(reports.count.counted("level"))\n\n"
        out +=
            pad("id", 5) + pad("name", 22) + pad("size", 8) + pad("algorithm", 22) + pad("par", 5) + pad("budget", 7) + pad("items", 14)
            + "status\n"
        for r in reports {
            let reachable = r.items.filter(\.fitsBudget).count
            let items = r.items.isEmpty ? "-" : "\(reachable)/\(r.items.count) in budget"
            out +=
                pad(String(r.id), 5) + pad(r.name.escapingControlCharacters(limit: 20), 22) + pad("\(r.width)x\(r.height)", 8)
                + pad(r.algorithm, 22) + pad(r.par.map(String.init) ?? "-", 5) + pad(r.budget.map(String.init) ?? "-", 7)
                + pad(items, 14) + (r.isValid ? "ok" : "FAILED") + "\n"
            for problem in r.problems { out += "      - \(problem)\n" }
            for item in r.items where !item.fitsBudget {
                let cost = item.cost.map { "needs \($0.counted("move"))" } ?? "cannot be reached by moves"
                out += "      · \(item.kind) at (\(item.x), \(item.y)) \(cost): a power-up is needed\n"
            }
        }
        let failed = reports.filter { !$0.isValid }.count
        out +=
            "\n"
            + (failed == 0
                ? (reports.count == 1 ? "the level is valid\n" : "all \(reports.count) levels valid\n")
                : "\(failed) of \(reports.count) levels FAILED\n")
        return out
    }

    private static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count)
    }
}
