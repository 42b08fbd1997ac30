extension JSONParser {
    /// Parses a string whose opening quote is the current byte.
    ///
    /// Refuses raw control characters (RFC 8259 §7), unknown escapes, `\u` escapes that leave
    /// half of a surrogate pair, and bytes that are not UTF-8 (§8.1), each with its place.
    /// - Complexity: O(n) in the length of the string.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        let contentStart = offset
        // Most strings have no escapes and become a String straight from the bytes; the
        // others are decoded into `decoded` run by run.
        var decoded: [UInt8] = []
        var hasEscapes = false
        var runStart = contentStart
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if hasEscapes {
                    decoded.append(contentsOf: bytes[runStart..<offset])
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[contentStart..<offset], as: UTF8.self)
                }
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                hasEscapes = true
                decoded.append(contentsOf: bytes[runStart..<offset])
                try parseEscape(into: &decoded, stringStart: start)
                runStart = offset
            case 0..<0x20:
                throw failure("unescaped control character \(JSONSyntaxError.echo(String(UnicodeScalar(byte)))) in a string")
            case 0x20..<0x80:
                offset += 1
            default:
                guard let length = scalarLength(at: offset) else { throw failure("invalid UTF-8 in a string") }
                offset += length
            }
        }
        throw failure("unterminated string starting", at: start)
    }

    /// Decodes the escape whose backslash is the current byte, appending its UTF-8 to `out`.
    private mutating func parseEscape(into out: inout [UInt8], stringStart: Int) throws(JSONSyntaxError) {
        let escapeStart = offset
        offset += 1
        guard let letter = peek() else { throw failure("unterminated string starting", at: stringStart) }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(letter)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            let first = try hexQuad(escapeStart: escapeStart)
            var value = first
            if (0xD800...0xDBFF).contains(first) {
                // A character outside the BMP is written as a pair: \uD83D\uDE00.
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw loneSurrogate(at: escapeStart)
                }
                let secondStart = offset
                offset += 2
                let second = try hexQuad(escapeStart: secondStart)
                guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(at: escapeStart) }
                value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                throw loneSurrogate(at: escapeStart)
            }
            appendUTF8(value, to: &out)
        default:
            let shown = (0x21..<0x7F).contains(letter) ? " '\\\(Character(UnicodeScalar(letter)))'" : ""
            throw failure("invalid escape\(shown) in a string", at: escapeStart)
        }
    }

    /// Reads the four hex digits after `\u`.
    private mutating func hexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek().flatMap(JSONParser.hexValue) else {
                throw failure("expected four hex digits after '\\u'", at: escapeStart)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Half of a surrogate pair cannot become a Swift String; it would be silently replaced.
    private func loneSurrogate(at escapeStart: Int) -> JSONSyntaxError {
        let escape = String(decoding: bytes[escapeStart..<escapeStart + 6], as: UTF8.self)
        return failure("lone surrogate \(escape) in a string", at: escapeStart)
    }

    private func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case ..<0x80:
            out.append(UInt8(value))
        case ..<0x800:
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    // MARK: - UTF-8

    /// The length of the well-formed UTF-8 sequence at byte `i`, or `nil` when it is not one
    /// (Unicode Table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF).
    func scalarLength(at i: Int) -> Int? {
        func continues(_ j: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            j < bytes.count && range.contains(bytes[j])
        }
        switch bytes[i] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continues(i + 1) ? 2 : nil
        case 0xE0: return continues(i + 1, 0xA0...0xBF) && continues(i + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continues(i + 1) && continues(i + 2) ? 3 : nil
        case 0xED: return continues(i + 1, 0x80...0x9F) && continues(i + 2) ? 3 : nil
        case 0xF0: return continues(i + 1, 0x90...0xBF) && continues(i + 2) && continues(i + 3) ? 4 : nil
        case 0xF1...0xF3: return continues(i + 1) && continues(i + 2) && continues(i + 3) ? 4 : nil
        case 0xF4: return continues(i + 1, 0x80...0x8F) && continues(i + 2) && continues(i + 3) ? 4 : nil
        default: return nil
        }
    }
}
