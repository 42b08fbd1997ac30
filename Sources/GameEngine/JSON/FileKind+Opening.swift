#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Recognising text that is not whole JSON (docs/formats.md, "Whose file it is"): a file of
// ours cut short by a crash, zero-filled by a file system, or edited into something the
// parser refuses. Only what can be read of its opening decides, so the rule is the same
// however the rest is broken.

extension FileKind {
    /// Whether text the JSON parser refused is a damaged file of this kind. It is when it
    /// holds nothing but blanks and NUL bytes (an interrupted write), nothing but a start of
    /// the kind's mark (`{"form`), or when the top-level members that can be read before the
    /// text breaks include the mark (`"format": "mz-save"`), or — for a kind with older
    /// unmarked files — are all fields those files had and include their `formatVersion`.
    /// - Parameter problem: the parser's message, quoted in the reason.
    /// - Complexity: O(n) in the size of `data`.
    public func recognise(unparsable data: Data, problem: String) -> FileRecognition {
        let bytes = [UInt8](data)
        if bytes.allSatisfy(Self.isBlank) || isStartOfMark(bytes) { return .ours }
        let members = Self.openingMembers(bytes)
        if let mark = members.first(where: { $0.key == Self.markField }) {
            if mark.value == .string(self.mark) { return .ours }
        } else if let shape = unmarkedShape, members.allSatisfy({ shape.fields.contains($0.key) }),
            case let .literal(text)? = members.first(where: { $0.key == "formatVersion" })?.value,
            let version = Int(text), shape.versions.contains(version)
        {
            return .ours
        }
        return .foreign("it is not valid JSON (\(problem)) and does not begin as \(name) does")
    }

    /// Blanks between tokens; NUL too, which a file system leaves where a write was lost.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0
    }

    /// Whether `bytes`, blanks aside, are a start of `{"format":"<mark>"`: a file cut inside
    /// its mark holds nothing else.
    func isStartOfMark(_ bytes: [UInt8]) -> Bool {
        let opening = Array("{\"\(Self.markField)\":\"\(mark)\"".utf8)
        var matched = 0
        for byte in bytes where !Self.isBlank(byte) {
            guard matched < opening.count, byte == opening[matched] else { return false }
            matched += 1
        }
        return true
    }

    /// A member's value as far as it matters here: a string without escapes, the text of a number
    /// (or of `true`, `false`, `null`), or anything else.
    enum OpeningValue: Equatable {
        case string(String)
        case literal(String)
        case other
    }

    /// The top-level members of an object that can be read before its text ends or breaks: a
    /// member counts once its key and colon are read; its value is `nil` unless it is whole.
    /// Values are skipped without being checked (strings by their quotes and escapes, arrays
    /// and objects by their brackets), so most breaks inside one stop nothing; a raw control
    /// character inside any string (a NUL a disk left) is where the text breaks, as for the parser.
    static func openingMembers(_ bytes: [UInt8]) -> [(key: String, value: OpeningValue?)] {
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }  // the byte order mark the parser skips
        func skipBlanks() { while i < bytes.count, isBlank(bytes[i]) { i += 1 } }
        /// Reads a string from the quote at `i`; `nil` if the text ends or breaks first (at a
        /// raw control character such as NUL, where the parser stops too).
        func string() -> (text: String, escaped: Bool)? {
            let start = i + 1
            var j = start, escaped = false
            while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                guard bytes[j] >= 0x20 else { return nil }
                if bytes[j] == UInt8(ascii: "\\") {
                    escaped = true
                    j += 1
                }
                j += 1
            }
            guard j < bytes.count else { return nil }
            i = j + 1
            return (String(decoding: bytes[start..<j], as: UTF8.self), escaped)
        }
        var members: [(key: String, value: OpeningValue?)] = []
        skipBlanks()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return members }
        i += 1
        while true {
            skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), let key = string() else { return members }
            skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return members }
            i += 1
            members.append((key.escaped ? "" : key.text, nil))
            skipBlanks()
            guard i < bytes.count else { return members }
            switch bytes[i] {
            case UInt8(ascii: "\""):
                guard let value = string() else { return members }
                members[members.count - 1].value = value.escaped ? .other : .string(value.text)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                repeat {
                    guard i < bytes.count else { return members }
                    switch bytes[i] {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return members }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                    i += 1
                } while depth > 0
                members[members.count - 1].value = .other
            default:
                let start = i
                while i < bytes.count, !isBlank(bytes[i]), ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[i]) {
                    i += 1
                }
                guard i < bytes.count else { return members }  // a number cut short may have lost digits
                members[members.count - 1].value = .literal(String(decoding: bytes[start..<i], as: UTF8.self))
            }
            skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return members }
            i += 1
        }
    }
}
