import Foundation
import MazeKit
import Testing

@testable import GameEngine

/// The JSON writer: every string escaped, keys in the order given, layouts as asked.
@Suite struct JSONWriterTests {
    @Test func quotingEscapesQuotesBackslashesAndEveryControlCharacter() {
        #expect(JSONWriter.quoted("a\"b\\c/d") == #""a\"b\\c/d""#)
        #expect(
            JSONWriter.quoted("\u{0}\u{1B}[31m\n\t\r\u{7F}\u{85}\u{9F}\u{2028}\u{2029}")
                == #""\u0000\u001B[31m\u000A\u0009\u000D\u007F\u0085\u009F\u2028\u2029""#)
        #expect(JSONWriter.quoted("é日本😀\u{A0}\u{202E}") == "\"é日本😀\u{A0}\u{202E}\"")
    }

    @Test func everyQuotedScalarReadsBackAsItself() throws {
        // Every scalar below U+0800 (all the controls), then samples up to the last plane.
        let scalars =
            (0..<0x800).compactMap(Unicode.Scalar.init)
            + [0x2028, 0x2029, 0xFFFD, 0xFFFF, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
        let text = String(String.UnicodeScalarView(scalars))
        #expect(try JSONValue.parse(Data(JSONWriter.quoted(text).utf8)) == .string(text))
        let quoted = JSONWriter.quoted(text)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func objectsKeepTheirKeyOrderAndLayout() throws {
        var inner = JSONObjectBuilder()
        inner.add("z", 1)
        inner.add("a", "x\ny")
        var outer = JSONObjectBuilder(layout: .lines)
        outer.add("name", "Ice \"Cave\"")
        outer.add("seed", UInt64.max)
        outer.add("slack", 1.0)
        outer.add("tiny", 1e-5)
        outer.add("inner", inner)
        outer.add("list", .array([.int(-1), .bool(true), .null], .inline))
        outer.add("rows", .array([.array([]), .object(JSONObjectBuilder())], .lines))
        outer.add("none", .array([], .lines))
        let text = JSONWriter.text(.object(outer))
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false) == [
                "{",
                #"  "name": "Ice \"Cave\"","#,
                #"  "seed": 18446744073709551615,"#,
                #"  "slack": 1.0,"#,
                #"  "tiny": 1e-05,"#,
                #"  "inner": {"z": 1, "a": "x\u000Ay"},"#,
                #"  "list": [-1, true, null],"#,
                #"  "rows": ["#,
                "    [],",
                "    {}",
                "  ],",
                #"  "none": []"#,
                "}",
            ])
        // What the writer writes, the parser reads.
        let read = try JSONValue.parse(Data(text.utf8))
        guard case let .object(fields) = read else {
            Issue.record("not an object: \(read)")
            return
        }
        #expect(fields["name"] == .string("Ice \"Cave\"") && fields["seed"] == .unsigned(.max) && fields["tiny"] == .double(1e-5))
        #expect(fields["inner"] == .object(["z": .unsigned(1), "a": .string("x\ny")]))
    }

    @Test func compactContainersHaveNoBlanksAndAnOpenObjectTakesStreamedMembers() throws {
        var header = JSONObjectBuilder(layout: .compact)
        header.add("name", "a \"b\"")
        header.add("list", .array([.int(1), .null], .compact))
        header.add("pair", .array([.int(1), .int(2)]))  // an inline member keeps its blanks
        #expect(JSONWriter.text(.object(header)) == #"{"name":"a \"b\"","list":[1,null],"pair":[1, 2]}"#)
        let streamed = JSONWriter.openObject(header, streaming: "cells") + "[[1],[2]]" + JSONWriter.streamedMember("x\n") + "3}"
        #expect(streamed == #"{"name":"a \"b\"","list":[1,null],"pair":[1, 2],"cells":[[1],[2]],"x\u000A":3}"#)
        #expect(try JSONValue.parse(Data(streamed.utf8)) != .null)
        #expect(JSONWriter.text(.object(JSONObjectBuilder(["z": .int(1), "a": .null], layout: .compact))) == #"{"z":1,"a":null}"#)
    }

    @Test func levelNamesWithControlCharactersAreWrittenEscapedAndReadBackRefused() throws {
        let spec = LevelSpec(id: 1, name: "Red\u{1B}[31m\u{7}", seed: 9, width: 4, height: 3, algorithm: .wilson)
        let line = LevelFile.line(spec)
        #expect(line == #"{"id": 1, "name": "Red\u001B[31m\u0007", "seed": 9, "width": 4, "height": 3, "algorithm": "wilson"}"#)
        // The reader then refuses such a name (it would reach the terminal), naming it escaped.
        let file = LevelFile(shop: ShopPrices(jump: 1, demolish: 2), levels: [spec])
        #expect(
            throws: LevelFileError.level(
                level: "level 1", field: "name", problem: "must not hold control characters, found \"Red\\u{1B}[31m\\u{7}\"")
        ) {
            try LevelFile(data: Data(file.json.utf8))
        }
    }
}
