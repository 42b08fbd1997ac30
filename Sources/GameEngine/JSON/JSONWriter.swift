/// Writes JSON text in which every string is escaped, keys keep the order they were added in,
/// and each container chooses whether it goes on one line or one member per line.
///
/// mz's files are written by hand-picked layouts (one level per line) so diffs stay small;
/// building them from `JSONOutput` instead of string pieces means no caller can forget to
/// escape a name or a field it thought was safe.
public enum JSONWriter {
    /// `text` as a JSON string literal, with quotes.
    ///
    /// Escapes `"` and `\`, and writes as `\uXXXX` every C0 control character, DEL, the C1
    /// controls and U+2028/U+2029, so the result is safe to print to a terminal and to embed
    /// in JavaScript as well as JSON.
    /// - Complexity: O(n) in the length of `text`.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if mustEscape(scalar) {
                    out += escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The JSON text of `value`, with no newline after it.
    /// - Complexity: O(n) in the size of the text.
    public static func text(_ value: JSONOutput) -> String {
        var out = ""
        write(value, to: &out, indent: "")
        return out
    }

    /// `object` written compactly but left open, then the key of one more member whose value
    /// the caller streams itself: `{"algorithm":"wilson","seed":1,"cells":`. For values too
    /// large to build as one `JSONOutput` (the cells of a 16-million-cell maze); the caller
    /// writes the value in pieces, any further member with `streamedMember(_:)`, then `}`.
    /// - Precondition: `object` has at least one member.
    public static func openObject(_ object: JSONObjectBuilder, streaming key: String) -> String {
        precondition(!object.members.isEmpty, "an open object needs a member before the streamed '\(key)'")
        var compact = object
        compact.layout = .compact
        var out = text(.object(compact))
        out.removeLast()  // the closing brace
        return out + streamedMember(key)
    }

    /// `,"key":`, the start of one more streamed member of an object begun by `openObject`.
    public static func streamedMember(_ key: String) -> String {
        "," + quoted(key) + ":"
    }

    /// Whether `scalar` is written as `\uXXXX` inside a string: C0 controls, DEL, C1 controls,
    /// and the line and paragraph separators.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `\uXXXX` for a scalar in the Basic Multilingual Plane, upper-case hex.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        precondition(scalar.value <= 0xFFFF, "only BMP scalars are escaped, got U+\(String(scalar.value, radix: 16))")
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// The step of indentation for `.lines` layouts.
    static let indentStep = "  "

    private static func write(_ value: JSONOutput, to out: inout String, indent: String) {
        switch value {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .int(n): out += String(n)
        case let .unsigned(n): out += String(n)
        case let .double(x):
            precondition(x.isFinite, "JSON has no text for \(x)")
            // Swift's shortest round-trip form ("0.5", "1e-05") is valid JSON for finite values.
            out += "\(x)"
        case let .string(s): out += quoted(s)
        case let .array(items, layout):
            writeMembers(items, open: "[", close: "]", layout: layout, to: &out, indent: indent) { item, out, inner in
                write(item, to: &out, indent: inner)
            }
        case let .object(object):
            writeMembers(object.members, open: "{", close: "}", layout: object.layout, to: &out, indent: indent) { member, out, inner in
                out += quoted(member.key)
                out += object.layout == .compact ? ":" : ": "
                write(member.value, to: &out, indent: inner)
            }
        }
    }

    private static func writeMembers<Member>(
        _ members: [Member], open: String, close: String, layout: JSONLayout, to out: inout String, indent: String,
        writeMember: (Member, inout String, String) -> Void
    ) {
        out += open
        switch layout {
        case .inline, .compact:
            let separator = layout == .compact ? "," : ", "
            for (i, member) in members.enumerated() {
                if i > 0 { out += separator }
                writeMember(member, &out, indent)
            }
        case .lines:
            guard !members.isEmpty else { break }
            let inner = indent + indentStep
            for (i, member) in members.enumerated() {
                out += i == 0 ? "\n" : ",\n"
                out += inner
                writeMember(member, &out, inner)
            }
            out += "\n" + indent
        }
        out += close
    }
}
