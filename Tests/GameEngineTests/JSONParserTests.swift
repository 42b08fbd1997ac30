import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The hand-written JSON parser: values, every refusal with its whole message, the nesting
/// limit, linear work on hostile shapes, and agreement with Foundation on valid documents.
@Suite struct JSONParserTests {
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONValue.parse(Data(text.utf8))
    }

    /// The message `bytes` is refused with, or `nil` when they parse.
    static func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONValue.parse(Data(bytes))
            return nil
        } catch {
            return error.message
        }
    }

    static func refusal(_ text: String) -> String? { refusal(Array(text.utf8)) }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // MARK: - Values

    @Test func everyKindOfValueIsRead() throws {
        let value = try Self.parse(
            #" {"n": null, "t": true, "f": false, "u": 7, "s": -7, "d": 0.5, "str": "x", "a": [1, [2, []]], "o": {"k": {}}} "#)
        #expect(
            value
                == .object([
                    "n": .null, "t": .bool(true), "f": .bool(false), "u": .unsigned(7), "s": .signed(-7), "d": .double(0.5),
                    "str": .string("x"), "a": .array([.unsigned(1), .array([.unsigned(2), .array([])])]), "o": .object(["k": .object([:])]),
                ]))
    }

    @Test(
        arguments: [
            ("0", JSONValue.unsigned(0)),
            ("-0", .unsigned(0)),
            ("42", .unsigned(42)),
            ("18446744073709551615", .unsigned(.max)),
            ("18446744073709551616", .double(18_446_744_073_709_551_616)),
            ("-1", .signed(-1)),
            ("-9223372036854775808", .signed(.min)),
            ("-9223372036854775809", .double(-9.223372036854775808e18)),
            ("123456789012345678901234567890", .double(1.2345678901234568e29)),
            ("0.5", .double(0.5)),
            ("-0.0", .double(-0.0)),
            ("1e-3", .double(0.001)),
            ("1E+2", .double(100)),
            ("2.5e3", .double(2500)),
            ("1e-400", .double(0)),
            ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)),
        ] as [(String, JSONValue)])
    func numbersKeepWholeValuesExactAndTheRestAsDoubles(text: String, value: JSONValue) throws {
        #expect(try Self.parse(text) == value)
        #expect(try Self.parse("[\(text)]") == .array([value]))
    }

    @Test func stringsDecodeEveryEscapeAndRawUTF8() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u00E9\uD83D\uDE00\u0000 é日本😀""#
        #expect(try Self.parse(text) == .string("\"\\/\u{8}\u{C}\n\r\tAéé😀\u{0} é日本😀"))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONValue.parse(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == .array([.unsigned(1)]))
        // Positions count from after the mark.
        #expect(Self.refusal([0xEF, 0xBB, 0xBF] + Array("[1] x".utf8)) == "unexpected 'x' after the value at line 1, column 5")
    }

    // MARK: - Refusals

    @Test(
        arguments: [
            ("", "it is empty"),
            (" \n\t ", "it is empty"),
            ("{", "expected a key in double quotes, found the end of the text at line 1, column 2"),
            ("[1, 2", "expected ',' or ']', found the end of the text at line 1, column 6"),
            ("[1,]", "expected a value, found ']' at line 1, column 4"),
            (#"{"formatVersion": 1,}"#, "expected a key in double quotes, found '}' at line 1, column 21"),
            ("nul", "expected a value, found 'nul' at line 1, column 1"),
            ("[True]", "expected a value, found 'True' at line 1, column 2"),
            ("NaN", "expected a value, found 'NaN' at line 1, column 1"),
            ("[-Infinity]", "expected a digit after '-', found 'Infinity' at line 1, column 3"),
            ("// note\n1", "expected a value, found '/' at line 1, column 1"),
            ("[1] x", "unexpected 'x' after the value at line 1, column 5"),
            ("{} {}", "unexpected '{' after the value at line 1, column 4"),
            (#"{"a" 1}"#, "expected ':', found '1' at line 1, column 6"),
            (#"{"a": 1 "b": 2}"#, "expected ',' or '}', found '\"' at line 1, column 9"),
            ("{1: 2}", "expected a key in double quotes, found '1' at line 1, column 2"),
            ("[1,\r\n2,\n x]", "expected a value, found 'x' at line 3, column 2"),
            (#"["é", x]"#, "expected a value, found 'x' at line 1, column 7"),
            ("[é]", "expected a value, found 'é' at line 1, column 2"),
            ("\u{1B}[2J", "expected a value, found '\\u001B' at line 1, column 1"),
            ("[\u{202E}]", "expected a value, found '\\u202E' at line 1, column 2"),
            (#"{"x": 1, "x": 2}"#, "duplicate key 'x' at line 1, column 10"),
            (
                "{\"\\u001B[31m\(String(repeating: "k", count: 50))\": 1, \"\\u001B[31m\(String(repeating: "k", count: 50))\": 2}",
                "duplicate key '\\u001B[31m\(String(repeating: "k", count: 35))…' at line 1, column 69"
            ),
            ("01", "the number 01 at line 1, column 1 has a leading zero"),
            ("[-007]", "the number -007 at line 1, column 2 has a leading zero"),
            ("-", "expected a digit after '-', found the end of the text at line 1, column 2"),
            ("1.", "expected a digit after '.', found the end of the text at line 1, column 3"),
            ("[1.e5]", "expected a digit after '.', found 'e5' at line 1, column 4"),
            ("1e+", "expected a digit in the exponent, found the end of the text at line 1, column 4"),
            ("[.5]", "expected a value, found '.' at line 1, column 2"),
            ("+1", "expected a value, found '+' at line 1, column 1"),
            ("{\n  \"seed\": 1,\n  \"slack\": 1e400\n}", "the number 1e400 at line 3, column 12 is out of range"),
            ("-1e999", "the number -1e999 at line 1, column 1 is out of range"),
            (
                "1" + String(repeating: "0", count: 400),
                "the number 1\(String(repeating: "0", count: 39))… at line 1, column 1 is out of range"
            ),
            ("\"abc", "unterminated string starting at line 1, column 1"),
            ("[\"a\\", "unterminated string starting at line 1, column 2"),
            ("\"a\nb\"", "unescaped control character \\u000A in a string at line 1, column 3"),
            ("\"tab\there\"", "unescaped control character \\u0009 in a string at line 1, column 5"),
            (#""\x""#, "invalid escape '\\x' in a string at line 1, column 2"),
            (#""\u12G4""#, "expected four hex digits after '\\u' at line 1, column 2"),
            (#""\u12"#, "expected four hex digits after '\\u' at line 1, column 2"),
            (#""\uD800""#, "lone surrogate \\uD800 in a string at line 1, column 2"),
            (#""\udE00""#, "lone surrogate \\udE00 in a string at line 1, column 2"),
            (#"["ok", "\uD83D\u0041"]"#, "lone surrogate \\uD83D in a string at line 1, column 9"),
        ] as [(String, String)])
    func malformedTextIsRefusedWithItsPlace(text: String, message: String) {
        #expect(Self.refusal(text) == message)
    }

    @Test(
        arguments: [
            ([0x22, 0x61, 0xFF, 0x22], "invalid UTF-8 in a string at line 1, column 3"),
            ([0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 in a string at line 1, column 2"),  // overlong '/'
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 in a string at line 1, column 2"),  // an encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 in a string at line 1, column 2"),  // past U+10FFFF
            ([0x22, 0xE6, 0x97, 0x22], "invalid UTF-8 in a string at line 1, column 2"),  // cut short
            ([0xFF], "expected a value, found a byte that is not UTF-8 at line 1, column 1"),
        ] as [([UInt8], String)])
    func bytesThatAreNotUTF8AreRefused(bytes: [UInt8], message: String) {
        #expect(Self.refusal(bytes) == message)
    }

    @Test func theMessageReachesTheLevelFileError() {
        #expect(throws: LevelFileError.notJSON("the number 1e400 at line 1, column 19 is out of range")) {
            try LevelFile(data: Data(#"{"formatVersion": 1e400}"#.utf8))
        }
    }

    // MARK: - Nesting and size

    @Test func sixtyFourLevelsOfNestingAreAcceptedAndSixtyFiveRefused() throws {
        let arrays = { (depth: Int) in String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        let objects = { (depth: Int) in String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth) }
        #expect(Self.refusal(arrays(JSONValue.maximumDepth)) == nil)
        #expect(Self.refusal(objects(JSONValue.maximumDepth)) == nil)
        #expect(Self.refusal(arrays(JSONValue.maximumDepth + 1)) == "nesting deeper than 64 levels at line 1, column 65")
        #expect(Self.refusal(objects(JSONValue.maximumDepth + 1)) == "nesting deeper than 64 levels at line 1, column 321")
        var innermost = try Self.parse(arrays(JSONValue.maximumDepth))
        var depth = 1
        while case let .array(items) = innermost, let first = items.first {
            innermost = first
            depth += 1
        }
        #expect(depth == JSONValue.maximumDepth && innermost == .array([]))
    }

    @Test func tenArraysFiveHundredDeepAreRefusedAtTheLimit() {
        // The file that took Foundation's decoder 38 s: {"a":[c,c,…]} with c 500 deep.
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let text = #"{"a":["# + Array(repeating: deep, count: 10).joined(separator: ",") + "]}"
        #expect(Self.refusal(text) == "nesting deeper than 64 levels at line 1, column 69")
        #expect(Self.refusal(String(repeating: "[", count: 4 << 20)) == "nesting deeper than 64 levels at line 1, column 65")
    }

    @Test func aHundredThousandArraysAndObjectsAreAcceptedAndOneMoreRefused() throws {
        let limit = JSONValue.maximumContainers
        let text = { (inner: Int) in "[" + Array(repeating: "[]", count: inner).joined(separator: ",") + "]" }
        #expect(try Self.parse(text(limit - 1)) == .array(Array(repeating: .array([]), count: limit - 1)))
        #expect(Self.refusal(text(limit)) == "more than 100000 arrays and objects at line 1, column 299999")
        // Objects and arrays count together: the 100,001st is the [0, 1] of the 50,000th level.
        let levels = "[" + Array(repeating: #"{"start": [0, 1]}"#, count: limit / 2 + 1).joined(separator: ",") + "]"
        #expect(Self.refusal(levels) == "more than 100000 arrays and objects at line 1, column 899994")
    }

    @Test func aHundredThousandNumbersInOneArrayAreRead() throws {
        let numbers = (0..<100_000).map { $0 * 7919 - 50_000 }
        let value = try Self.parse("[" + numbers.map(String.init).joined(separator: ",") + "]")
        #expect(value == .array(numbers.map { $0 < 0 ? .signed(Int64($0)) : .unsigned(UInt64($0)) }))
    }
}
