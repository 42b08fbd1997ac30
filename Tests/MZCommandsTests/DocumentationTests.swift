import Foundation
import GameEngine
import MazeKit
import Testing

@testable import MZCommands

/// The man page and the completion scripts against the command table: an option added to a
/// command without documenting it fails here.
@Suite struct DocumentationTests {
    /// `docs/mz.6` with roff's escaped minus (`\-`) read as `-`.
    static func manPage() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/mz.6"), encoding: .utf8)
        return text.replacingOccurrences(of: "\\-", with: "-")
    }

    /// The text from the line `start` to the next line that begins with one of `ends`.
    static func section(_ text: String, from start: String, to ends: [String]) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == start }) else { return nil }
        let rest = lines[(first + 1)...]
        let last = rest.firstIndex { line in ends.contains { line.hasPrefix($0) } } ?? lines.endIndex
        return lines[first..<last].joined(separator: "\n")
    }

    static var commands: [(name: String, specs: [OptionSpec])] {
        MZ.commands.map { ($0.name, $0.options) }
    }

    @Test func theManPageHasEveryCommandAndOption() throws {
        let page = try Self.manPage()
        for heading in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
        ] {
            #expect(page.contains("\n.SH \(heading)\n") || page.contains("\n.SH \"\(heading)\"\n"), "no \(heading) section")
        }
        let common = try #require(Self.section(page, from: ".SH OPTIONS", to: [".SH"]))
        for spec in MZ.topLevelOptions {
            #expect(common.contains("--\(spec.name)"), "OPTIONS does not describe --\(spec.name)")
        }
        for command in Self.commands {
            let text = Self.section(page, from: ".SS mz \(command.name)", to: [".SS", ".SH"])
            #expect(text != nil, "COMMANDS has no '.SS mz \(command.name)'")
            for spec in command.specs {
                #expect(text?.contains("--\(spec.name)") == true, "the man page's 'mz \(command.name)' does not describe --\(spec.name)")
            }
        }
        for name in Algorithm.allCases.map(\.name) + MaskCatalog.names {
            #expect(page.contains(name), "the man page does not name '\(name)'")
        }
        for code in [0, 1, 64, 65, 66, 74, 75] {
            #expect(page.contains("\n.B \(code)\n"), "EXIT STATUS does not explain \(code)")
        }
    }

    /// Every level code the README and the man page show builds a level with this mz: the
    /// README's example had named generator 4 since generator 5, and was refused.
    @Test func everyLevelCodeTheDocsShowStillBuilds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var codes: [String] = []
        for text in [readme, try Self.manPage()] {
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "`" }) where word.hasPrefix("MZ4-") && word.count > 20
            {
                codes.append(String(word))
            }
        }
        #expect(codes.count >= 2)
        for code in codes {
            #expect(throws: Never.self, "\(code)") { try LevelBuilder.build(try LevelCode.spec(from: code)) }
        }
    }

    @Test func theBashScriptCompletesEveryCommandAndOption() throws {
        let script = try CompletionsCommand.script(for: "bash")
        #expect(script.contains("\ncomplete -F _mz mz\n"))
        for command in Self.commands {
            let block = try #require(
                Self.section(script, from: "        \(command.name))", to: ["        ;;", "            ;;"]),
                "bash: no case for \(command.name)")
            for spec in command.specs + CommonOptions.specs {
                #expect(
                    block.contains(" --\(spec.name) ") || block.contains("'--\(spec.name) ") || block.contains(" --\(spec.name)'"),
                    "bash: mz \(command.name) does not offer --\(spec.name)")
            }
        }
    }

    @Test func theZshScriptCompletesEveryCommandAndOption() throws {
        let script = try CompletionsCommand.script(for: "zsh")
        #expect(script.hasPrefix("#compdef mz\n"))
        for spec in CommonOptions.specs {
            #expect(script.contains("'--\(spec.name)[") || script.contains("'--\(spec.name)=["), "zsh: no --\(spec.name)")
        }
        for command in Self.commands {
            #expect(script.contains("        '\(command.name):"), "zsh: \(command.name) is not offered as a command")
            let block = try #require(
                Self.section(script, from: "        (\(command.name))", to: ["          ;;"]),
                "zsh: no case for \(command.name)")
            for spec in command.specs {
                #expect(
                    block.contains("'--\(spec.name)[") || block.contains("'--\(spec.name)=["),
                    "zsh: mz \(command.name) does not offer --\(spec.name)")
            }
        }
    }

    @Test func theFishScriptCompletesEveryCommandAndOption() throws {
        let script = try CompletionsCommand.script(for: "fish")
        for spec in CommonOptions.specs {
            #expect(script.contains("\ncomplete -c mz -l \(spec.name) "), "fish: no --\(spec.name)")
        }
        for command in Self.commands {
            #expect(script.contains("-n __fish_use_subcommand -a \(command.name) -d "), "fish: \(command.name) is not offered as a command")
            for spec in command.specs {
                #expect(
                    script.contains("-n '__fish_seen_subcommand_from \(command.name)' -l \(spec.name) "),
                    "fish: mz \(command.name) does not offer --\(spec.name)")
            }
        }
    }

    @Test func bashOffersValuesFromTheTables() throws {
        let script = try CompletionsCommand.script(for: "bash")
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mz.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        // Each line: the words typed, then what bash offers for the last one.
        let probe = """
            source "$1"
            t() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _mz; echo "${COMPREPLY[*]}"; }
            t mz ge
            t mz generate --algorithm w
            t mz generate --format =
            t mz level --format ''
            t mz --save x play --mask h
            t mz completions ''
            t mz play --seed ''
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", probe, "probe", file.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text == "generate\nwilson\ntext ascii json stats svg\ntext json svg\nheart\nbash zsh fish\n\n")
    }

    @Test func aShellOtherThanTheThreeIsAUsageError() {
        #expect(mz("completions tcsh").status == 64)
        #expect(mz("completions").err == "mz: error: 'mz completions' needs a shell: one of bash, zsh, fish\n")
        #expect(mz("completions bash zsh").status == 64)
        let run = mz("completions fish")
        #expect(run.status == 0 && run.out.contains("complete -c mz"))
    }

    // MARK: - The contract lives in the repository

    /// The repository's root.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every text file of the tree that comments or documents the code (not CHANGELOG.md, which
    /// is history), with its path from the root.
    static func treeFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for top in ["Sources", "Tests", "Plugins", "scripts", ".ci", "docs"] {
            let folder = root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                guard ["swift", "c", "h", "md", "6", "sh", ""].contains(url.pathExtension),
                    let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                files.append((top + url.path.dropFirst(folder.path.count), text))
            }
        }
        for name in ["README.md", "Package.swift"] {
            files.append((name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func noFileCitesADocumentOutsideTheRepository() throws {
        // Spelled in pieces so that this file does not cite them itself.
        let outside = ["SP" + "EC", "ST" + "YLE"]
        var citing: [String] = []
        for (path, text) in try Self.treeFiles() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
                if words.contains(where: outside.contains) { citing.append("\(path):\(number + 1)") }
            }
        }
        #expect(citing.isEmpty, "cite docs/design.md, docs/rules.md or docs/formats.md instead: \(citing.joined(separator: ", "))")
        #expect(try Self.treeFiles().count > 100, "the walk found too few files to mean anything")
    }

    @Test func everyCitedSectionOfTheDocsExists() throws {
        // `docs/NAME.md, "Heading"` or `docs/NAME.md ("Heading"`: a heading that begins so,
        // a bold run-in heading (`**What counts.**`) or a JSON member (`"daily":`).
        let citation = /docs\/([a-z-]+)\.md,? \(?"([^"]+)"/
        var missing: [String] = []
        var checked = 0
        for (path, text) in try Self.treeFiles() {
            for match in text.matches(of: citation) {
                // A name may wrap onto the next comment line.
                let name = match.2.split(whereSeparator: \.isWhitespace).filter { $0 != "///" && $0 != "//" }.joined(separator: " ")
                let page = String(match.1)
                guard let doc = try? String(contentsOf: Self.root.appendingPathComponent("docs/\(page).md"), encoding: .utf8) else {
                    missing.append("\(path): docs/\(page).md")
                    continue
                }
                checked += 1
                let found =
                    ["\n## ", "\n### "].contains { doc.contains($0 + name) } || doc.contains("**" + name) || doc.contains("\"\(name)\":")
                if !found { missing.append("\(path): docs/\(page).md, \"\(name)\"") }
            }
        }
        #expect(checked > 50, "only \(checked) citations found")
        #expect(missing.isEmpty, "cited sections that do not exist: \(missing.joined(separator: "; "))")
    }
}
