import GameEngine

/// `mz validate --json`: one object whose `levels` holds a compact object a line, keys in a
/// fixed order, every string escaped.
enum ValidationJSON {
    static func document(_ reports: [LevelReport], file: String, valid: Bool, design: (DesignReport, DesignGate)? = nil) -> String {
        var object = JSONObjectBuilder(layout: .compact)
        object.add("file", file)
        object.add("valid", valid)
        object.add("levels", .array(reports.map { .object(level($0)) }, .lines))
        if let (design, gate) = design { object.add("design", .object(DesignJSON.object(design, gate: gate))) }
        return JSONWriter.text(.object(object)) + "\n"
    }

    static func level(_ r: LevelReport) -> JSONObjectBuilder {
        func optional(_ value: Int?) -> JSONOutput { value.map(JSONOutput.int) ?? .null }
        func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }
        var object = JSONObjectBuilder(layout: .compact)
        object.add("id", r.id)
        object.add("name", r.name)
        object.add("valid", r.isValid)
        object.add("par", optional(r.par))
        object.add("storedPar", optional(r.storedPar))
        object.add("budget", optional(r.budget))
        object.add("fingerprint", optional(r.fingerprint))
        object.add("storedFingerprint", optional(r.storedFingerprint))
        object.add(
            "items",
            .array(
                r.items.map { item in
                    .object(
                        JSONObjectBuilder(
                            [
                                "kind": .string(item.kind), "x": .int(item.x), "y": .int(item.y), "cost": optional(item.cost),
                                "fitsBudget": .bool(item.fitsBudget),
                            ], layout: .compact))
                }, .compact))
        object.add("problems", .array(r.problems.map(JSONOutput.string), .compact))
        return object
    }
}
