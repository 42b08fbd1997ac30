extension JSONParser {
    /// Parses a number whose first byte (`-` or a digit) is the current byte.
    ///
    /// A whole number that fits 64 bits stays exact (seeds use all 64): `.unsigned` when it is
    /// 0 or more (`-0` included), `.signed` when negative. Anything else – a fraction, an
    /// exponent, a whole number too big for 64 bits – becomes the nearest `.double`; a number
    /// too small for a Double becomes 0, and one too large for it is refused.
    /// - Complexity: O(n) in the length of the literal.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = offset
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw failure("expected a digit after '-', found \(found())") }
        var magnitude: UInt64 = 0
        var fitsInteger = true
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), isDigit(next) {
                // RFC 8259 forbids leading zeros; some languages would read 017 as octal.
                skipDigits()
                throw failure("the number \(literal(from: start))", at: start, then: " has a leading zero")
            }
        } else {
            while let digit = peek(), isDigit(digit) {
                let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
                if overflow1 || overflow2 { fitsInteger = false }
                magnitude = sum
                offset += 1
            }
        }
        if peek() == UInt8(ascii: ".") {
            fitsInteger = false
            offset += 1
            guard let digit = peek(), isDigit(digit) else { throw failure("expected a digit after '.', found \(found())") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            fitsInteger = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else { throw failure("expected a digit in the exponent, found \(found())") }
            skipDigits()
        }
        if fitsInteger {
            if !isNegative || magnitude == 0 { return .unsigned(magnitude) }
            if magnitude <= UInt64(Int64.max) { return .signed(-Int64(magnitude)) }
            if magnitude == UInt64(Int64.max) + 1 { return .signed(.min) }
        }
        // The literal has been checked against the JSON grammar, which Double(String) accepts
        // in full and rounds correctly; it is linear in the length (measured to 4 MB).
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(JSONSyntaxError.echo(text))", at: start, then: " is out of range")
        }
        return .double(value)
    }

    private mutating func skipDigits() {
        while let digit = peek(), isDigit(digit) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The literal from `start` to the current byte, made safe to quote.
    private func literal(from start: Int) -> String {
        JSONSyntaxError.echo(String(decoding: bytes[start..<offset], as: UTF8.self))
    }
}
