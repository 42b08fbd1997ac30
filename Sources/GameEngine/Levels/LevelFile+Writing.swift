import MazeKit

extension LevelFile {
    /// The file as canonical JSON: fixed key order, one level per line, so diffs stay small
    /// and `mz validate --update` rewrites only what changed. Every string is escaped. It
    /// opens with the mark `"format": "mz-levels"`, so mz knows it for its own before
    /// replacing it (docs/formats.md, "Whose file it is").
    public var json: String {
        var top = JSONObjectBuilder(layout: .lines)
        top.add(FileKind.markField, FileKind.levels.mark)
        top.add("formatVersion", LevelFile.formatVersion)
        top.add("generatorVersion", generatorVersion)
        var prices = JSONObjectBuilder()
        prices.add("jump", shop.jump)
        prices.add("demolish", shop.demolish)
        // Optional, with a default: a file at the default price reads and writes as before.
        if shop.time != Economy.timePrice { prices.add("time", shop.time) }
        top.add("shop", prices)
        top.add("levels", .array(levels.map { .object(LevelFile.object($0)) }, .lines))
        return JSONWriter.text(.object(top)) + "\n"
    }

    /// One level as a JSON object on one line.
    static func line(_ spec: LevelSpec) -> String {
        JSONWriter.text(.object(object(spec)))
    }

    /// One level as a JSON object in a fixed key order; optional fields only when they differ
    /// from their defaults.
    static func object(_ spec: LevelSpec) -> JSONObjectBuilder {
        var fields = JSONObjectBuilder()
        fields.add("id", spec.id)
        fields.add("name", spec.name)
        fields.add("seed", spec.seed)
        fields.add("width", spec.width)
        fields.add("height", spec.height)
        fields.add("algorithm", spec.algorithm.name)
        if let mask = spec.mask { fields.add("mask", mask) }
        if spec.braid != 0 { fields.add("braid", spec.braid) }
        if spec.ice != 0 { fields.add("ice", spec.ice) }
        if spec.mud != 0 { fields.add("mud", spec.mud) }
        if spec.crates != 0 { fields.add("crates", spec.crates) }
        if spec.crateDepth != 1 { fields.add("crateDepth", spec.crateDepth) }
        if spec.gems != 0 { fields.add("gems", spec.gems) }
        if spec.ledges != 0 { fields.add("ledges", spec.ledges) }
        if spec.gates != 0 { fields.add("gates", spec.gates) }
        if spec.portals != 0 { fields.add("portals", spec.portals) }
        if spec.belts != 0 { fields.add("belts", spec.belts) }
        if spec.tunnels != 0 { fields.add("tunnels", spec.tunnels) }
        if spec.mirrors != 0 { fields.add("mirrors", spec.mirrors) }
        if spec.trapdoors != 0 { fields.add("trapdoors", spec.trapdoors) }
        if spec.springs != 0 { fields.add("springs", spec.springs) }
        if spec.chasms != 0 { fields.add("chasms", spec.chasms) }
        if spec.doors != 0 { fields.add("doors", spec.doors) }
        if spec.timed != 0 { fields.add("timed", spec.timed) }
        if let kind = spec.kind { fields.add("kind", kind.rawValue) }
        if let budget = spec.budget {
            fields.add("budget", budget)
        } else if spec.slack != 0.5 {
            fields.add("slack", spec.slack)
        }
        if let start = spec.start { fields.add("start", .array([.int(start.x), .int(start.y)])) }
        if let exit = spec.exit { fields.add("exit", .array([.int(exit.x), .int(exit.y)])) }
        if let par = spec.storedPar { fields.add("par", par) }
        if let fingerprint = spec.storedFingerprint { fields.add("fingerprint", fingerprint) }
        return fields
    }
}
