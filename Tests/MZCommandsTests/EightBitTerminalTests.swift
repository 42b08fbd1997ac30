import Foundation
import GameEngine
import Testing

@testable import MZCommands

/// Outside a UTF-8 locale, text mz writes to a terminal is ASCII: UTF-8's `Û` is `c3 9b`, and an
/// 8-bit (Latin-1) terminal reads 0x9B as CSI. Standard error is escaped wherever it goes,
/// standard output when it is a terminal; pictures are drawn in ASCII there (issue 19, point 15).
@Suite struct EightBitTerminalTests {
    /// Runs the real binary through `script` (so its standard output is a terminal when
    /// `terminal`), under `locale`; returns the bytes of both streams.
    static func run(_ arguments: [String], locale: String, terminal: Bool) throws -> (out: [UInt8], err: [UInt8]) {
        let home = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        let command = ([try mzExecutable().path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        if terminal {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command + " 2>/dev/null", "/dev/null"]
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec " + command]
        }
        process.environment = ["MZ_HOME": home.path, "PATH": "/usr/bin:/bin", "LC_ALL": locale, "TERM": "xterm"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ([UInt8](outData), [UInt8](errData))
    }

    @Test func anErrorNamingÛIsEscapedOutsideAUTF8Locale() throws {
        let arguments = ["level", "--levels", "/nonexistent/Über.json", "--level", "1"]
        let plain = try Self.run(arguments, locale: "C", terminal: false)
        #expect(!plain.err.isEmpty && plain.err.allSatisfy { $0 < 0x80 }, "\(String(decoding: plain.err, as: UTF8.self))")
        #expect(String(decoding: plain.err, as: UTF8.self).contains("\\u{DC}ber.json"))
        let utf8 = try Self.run(arguments, locale: "C.UTF-8", terminal: false)
        #expect(String(decoding: utf8.err, as: UTF8.self).contains("/nonexistent/Über.json"))
    }

    @Test func aTerminalOutsideAUTF8LocaleGetsASCIIOnStandardOutput() throws {
        let shown = try Self.run(["level", "--level", "40"], locale: "C", terminal: true)
        let text = String(decoding: shown.out, as: UTF8.self)
        #expect(text.contains("Level 40") && text.contains("+---"), "\(text)")
        #expect(shown.out.allSatisfy { $0 < 0x80 })
        // A pipe gets the picture as asked, in UTF-8, whatever the locale.
        let piped = try Self.run(["level", "--level", "40"], locale: "C", terminal: false)
        #expect(String(decoding: piped.out, as: UTF8.self).contains("┌"))
    }

    @Test func everythingOutsideASCIIIsEscapedAndASCIIKept() {
        #expect("Level 7: Ûber ★ ok\n\r\u{1B}[K".escapingNonASCII() == "Level 7: \\u{DB}ber \\u{2605} ok\n\r\u{1B}[K")
        #expect("plain".escapingNonASCII() == "plain")
        #expect("\u{9B}\u{7F}".escapingNonASCII() == "\\u{9B}\\u{7F}")
    }
}
