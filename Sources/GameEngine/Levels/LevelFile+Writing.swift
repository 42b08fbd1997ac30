import MazeKit

extension LevelFile {
    /// The file as canonical JSON: fixed key order, one level per line, so diffs stay small
    /// and `mz validate --update` rewrites only what changed.
    public var json: String {
        var out = "{\n"
        out += "  \"formatVersion\": \(LevelFile.formatVersion),\n"
        out += "  \"generatorVersion\": \(generatorVersion),\n"
        out += "  \"shop\": {\"jump\": \(shop.jump), \"demolish\": \(shop.demolish)},\n"
        out += "  \"levels\": [\n"
        for (i, level) in levels.enumerated() {
            out += "    " + LevelFile.line(level) + (i + 1 < levels.count ? ",\n" : "\n")
        }
        out += "  ]\n}\n"
        return out
    }

    /// One level as a JSON object on one line; optional fields only when they differ from
    /// their defaults.
    static func line(_ spec: LevelSpec) -> String {
        var fields: [String] = [
            "\"id\": \(spec.id)", "\"name\": \(quoted(spec.name))", "\"seed\": \(spec.seed)",
            "\"width\": \(spec.width)", "\"height\": \(spec.height)", "\"algorithm\": \"\(spec.algorithm.name)\"",
        ]
        if let mask = spec.mask { fields.append("\"mask\": \(quoted(mask))") }
        if spec.braid != 0 { fields.append("\"braid\": \(spec.braid)") }
        if spec.ice != 0 { fields.append("\"ice\": \(spec.ice)") }
        if spec.mud != 0 { fields.append("\"mud\": \(spec.mud)") }
        if spec.crates != 0 { fields.append("\"crates\": \(spec.crates)") }
        if spec.crateDepth != 1 { fields.append("\"crateDepth\": \(spec.crateDepth)") }
        if spec.gems != 0 { fields.append("\"gems\": \(spec.gems)") }
        if let budget = spec.budget {
            fields.append("\"budget\": \(budget)")
        } else if spec.slack != 0.5 {
            fields.append("\"slack\": \(spec.slack)")
        }
        if let start = spec.start { fields.append("\"start\": [\(start.x), \(start.y)]") }
        if let exit = spec.exit { fields.append("\"exit\": [\(exit.x), \(exit.y)]") }
        if let par = spec.storedPar { fields.append("\"par\": \(par)") }
        if let fingerprint = spec.storedFingerprint { fields.append("\"fingerprint\": \"\(fingerprint)\"") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
