/// A strict RFC 8259 parser over UTF-8 bytes: one pass, recursive descent with a depth limit.
///
/// Every byte is looked at a bounded number of times, so parsing is linear in the input
/// whatever its shape; recursion stops at `JSONValue.maximumDepth`, so the stack stays small.
/// (Foundation's decoder, used before, retried each value as every type in turn, which made
/// nested arrays cubic: ten 500-deep arrays took 38 s.)
///
/// Invariant: `offset` never passes `bytes.count`; `origin` is where the text starts (after a BOM).
struct JSONParser {
    let bytes: UnsafeRawBufferPointer
    let origin: Int
    var offset: Int
    /// Arrays and objects opened so far.
    var containers = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        // RFC 8259 §8.1 lets a parser ignore a byte order mark; editors on Windows add one.
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        origin = hasBOM ? 3 : 0
        offset = origin
    }

    /// Parses the whole text as one value.
    /// - Complexity: O(n) in the number of bytes.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else {
            throw JSONSyntaxError(message: "it is empty", line: 1, column: 1)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard offset == bytes.count else {
            throw failure("unexpected \(found()) after the value")
        }
        return value
    }

    // MARK: - Values

    /// Parses one value; `depth` is the number of arrays and objects around it.
    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw failure("expected a value, found \(found())") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw failure("expected a value, found \(found())")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
        else {
            throw failure("expected a value, found \(found())")
        }
        offset += count
        return value
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try open(depth: depth)
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(items)
            default: throw failure("expected ',' or ']', found \(found())")
            }
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try open(depth: depth)
        offset += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes, found \(found())") }
            let keyOffset = offset
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected ':', found \(found())") }
            offset += 1
            skipWhitespace()
            // Two values for one key would make the file mean whatever the last one says,
            // which a person editing the first would not expect. (Checked on insertion, one
            // hash per key: a wide object is the slowest shape per byte.)
            guard fields.updateValue(try parseValue(depth: depth), forKey: key) == nil else {
                throw failure("duplicate key '\(JSONSyntaxError.echo(key))'", at: keyOffset)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(fields)
            default: throw failure("expected ',' or '}', found \(found())")
            }
        }
    }

    /// Counts an array or object opened at `depth`, refusing it before it is read if it goes
    /// past either limit.
    private mutating func open(depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONValue.maximumDepth else {
            throw failure("nesting deeper than \(JSONValue.maximumDepth) levels")
        }
        containers += 1
        guard containers <= JSONValue.maximumContainers else {
            throw failure("more than \(JSONValue.maximumContainers) arrays and objects")
        }
    }

    // MARK: - Bytes

    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    // MARK: - Errors

    /// An error saying `problem` at byte `at` (the current byte unless given), with `then`
    /// after the place: "the number 1e400 at line 3, column 12 is out of range".
    func failure(_ problem: String, at: Int? = nil, then: String = "") -> JSONSyntaxError {
        let (line, column) = JSONSyntaxError.position(of: at ?? offset, in: bytes, from: origin)
        return JSONSyntaxError(message: "\(problem) at line \(line), column \(column)\(then)", line: line, column: column)
    }

    /// What is at the current byte, for "expected …, found …": a quoted character or word,
    /// or "the end of the text".
    func found() -> String {
        guard let byte = peek() else { return "the end of the text" }
        if isWordByte(byte) {
            // A whole word reads better than its first letter: found 'yes', found 'True'.
            var end = offset
            let limit = min(bytes.count, offset + JSONSyntaxError.echoLimit + 1)
            while end < limit, isWordByte(bytes[end]) { end += 1 }
            return "'\(JSONSyntaxError.echo(String(decoding: bytes[offset..<end], as: UTF8.self)))'"
        }
        if byte < 0x80 {
            return "'\(JSONSyntaxError.echo(String(UnicodeScalar(byte))))'"
        }
        guard let length = scalarLength(at: offset) else { return "a byte that is not UTF-8" }
        return "'\(JSONSyntaxError.echo(String(decoding: bytes[offset..<offset + length], as: UTF8.self)))'"
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
