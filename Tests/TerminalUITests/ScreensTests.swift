import GameEngine
import MazeKit
import Testing

@testable import TerminalUI

/// Rendering rules that hold on every screen: notices, small windows, ASCII and mono modes,
/// scrolling, the lab, and switching attempts.
@Suite struct ScreensTests {
    /// A long notice (a save that failed, with its path) is wrapped above the key bar, not cut.
    @Test func aLongNoticeIsWrappedNotCut() {
        var app = UI.app(ascii: true)
        app.notice = "Could not save: the data folder '/tmp/mzhome-file' is a file, not a folder. Quit again to leave without saving."
        let lines = app.render(width: 80, height: 24).lines
        #expect(
            Array(lines[21...22]) == [
                "  Could not save: the data folder '/tmp/mzhome-file' is a file, not a folder.   ",
                "                      Quit again to leave without saving.                       ",
            ])
        #expect("aa bb cc".wrapped(toWidth: 5) == ["aa bb", "cc"])
        #expect("abcdefgh".wrapped(toWidth: 3) == ["abc", "def", "gh"])
        #expect("".wrapped(toWidth: 3) == [""])
    }

    /// Lines break between sentences (notices) or parts (the par breakdown) where they fit,
    /// never mid-sentence; a part wider than the line breaks at spaces (issue 20, bug 8).
    @Test func textWrapsBetweenItsParts() {
        #expect("One two. Three four five.".wrapped(toWidth: 12, between: ". ") == ["One two.", "Three four", "five."])
        #expect("One two. Three.".wrapped(toWidth: 15, between: ". ") == ["One two. Three."])
        #expect(
            "par 31 · with what you took 43 · you 34".wrapped(toWidth: 20, between: " · ")
                == ["par 31 ·", "with what you took", "43 · you 34"])
        #expect("".wrapped(toWidth: 5, between: ". ") == [""])
        // The key bar drops by priority, keeping its order: here the two 1s, the later first.
        let hints = [("a", 9), ("bb", 1), ("cc", 5), ("dd", 1)].map { (text: $0.0, priority: $0.1) }
        #expect(KeyBar.fitting(hints, width: 9, ascii: false) == ["a", "bb", "cc"])
        #expect(KeyBar.fitting(hints, width: 6, ascii: false) == ["a", "cc"])
        #expect(KeyBar.fitting([("←↑↓→ move", 9)], width: 10, ascii: true) == [])
    }

    @Test func aSmallTerminalAsksForAResize() {
        let lines = UI.app().render(width: 40, height: 10).lines
        let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        #expect(text == "resize to at least 60x20 (now 40x10) q or Ctrl-C quits")
    }

    @Test func asciiModeDrawsOnlyASCIIOnEveryScreen() throws {
        var app = UI.app(UI.progress(unlocked: 21, inventory: Inventory(jumps: 1)), ascii: true)
        var frames = [app.render(width: 80, height: 24)]
        UI.open(&app, level: 21)
        frames.append(app.render(width: 80, height: 24))
        _ = app.handle(.character(" "))  // armed: arrows mark the landings
        frames.append(app.render(width: 80, height: 24))
        UI.keys(&app, [.escape, .character("o")])
        frames.append(app.render(width: 80, height: 24))
        UI.keys(&app, [.character("q"), .character("y"), .down, .enter])
        frames.append(app.render(width: 80, height: 24))
        for frame in frames {
            let ascii = frame.characters.allSatisfy(\.isASCII)
            #expect(ascii, "\(UI.text(frame))")
        }
        #expect(frames[1].lines.contains { $0.contains("+-----+") })
    }

    @Test func monoModeUsesNoColourButTerrainStaysReadable() throws {
        var app = UI.app(UI.progress(unlocked: 30), colour: false)
        UI.open(&app, level: 30)  // ice and mud
        let screen = app.render(width: 100, height: 30)
        #expect(screen.styles.allSatisfy { $0.foreground == .standard })
        let text = screen.lines.joined()
        #expect(text.contains("~") && text.contains("%"))
    }

    /// Every campaign level fits the smallest window, so a 40×20 practice level shows it.
    @Test func largeMazesScrollToKeepThePlayerInView() throws {
        var app = UI.app(opening: .practice(ClippedEdgeTests.wide))
        UI.keys(&app, [.left, .left, .up, .up, .right, .down, .down, .down])
        let screen = app.render(width: 60, height: 20)
        #expect(screen.lines[2..<18].joined().contains("@"), "\(UI.text(screen))")
    }

    @Test func aFrameIsCompleteAtAnySize() throws {
        var app = UI.app(UI.progress(unlocked: 100))
        UI.open(&app, level: 100)
        for (width, height) in [(60, 20), (80, 24), (200, 60)] {
            let screen = app.render(width: width, height: height)
            #expect(screen.lines.count == height && screen.lines.allSatisfy { $0.unicodeScalars.count == width })
        }
    }

    @Test func quitSavesTheAttemptAndContinueResumesIt() throws {
        var app = UI.app()
        _ = app.handle(.enter)
        UI.keys(&app, Array(try UI.solution(1).prefix(5)))
        let hud = app.render(width: 80, height: 24).lines[0]
        let effects = UI.keys(&app, [.character("q"), .character("y")])
        #expect(UI.saves(effects))
        #expect(app.progress.attempt?.inputs.count == 5)
        guard case .title = app.scene else {
            Issue.record("not at the title")
            return
        }
        _ = app.handle(.enter)  // "Continue level 1"
        #expect(app.render(width: 80, height: 24).lines[0] == hud)
    }

    @Test func theShopRefusesWhatYouCannotAfford() {
        var app = UI.app()
        UI.keys(&app, [.down, .down, .enter, .enter])
        #expect(UI.text(app.render(width: 80, height: 24)).contains("A Jump costs \(UI.campaign.shop.jump) coins; you have 0."))
    }

    @Test func theLabShowsGenerationThenFloodThenSolutionAndQuitsWhenOpenedAlone() {
        var app = App(
            context: UI.context(animation: true), progress: PlayerProgress(),
            opening: .lab(LabScene(algorithm: .wilson, width: 10, height: 6, seed: 3)))
        let start = app.render(width: 100, height: 30).lines
        #expect(start[0].hasPrefix("Lab: wilson 10x6 seed 3  generating, step 0/"))
        for _ in 0..<10 { _ = app.tick(seconds: 0.05) }
        let middle = app.render(width: 100, height: 30).lines.joined()
        #expect(middle.contains("░") || middle.contains("@"))  // cells under evaluation
        _ = app.handle(.enter)  // finish
        var solved = app.render(width: 100, height: 30).lines
        for _ in 0..<200 where !solved[0].contains("solved") {
            _ = app.tick(seconds: 0.2)
            solved = app.render(width: 100, height: 30).lines
        }
        #expect(solved[0].contains("solved"))
        #expect(solved.joined().contains("•"))
        _ = app.handle(.right)  // another algorithm restarts the lab
        #expect(app.render(width: 100, height: 30).lines[0].hasPrefix("Lab: hunt-and-kill"))
        #expect(UI.quits(app.handle(.character("q"))))
    }

    @Test func startingAnotherLevelAbandonsTheSavedAttemptAndKeepsUsedPowerUpsUsed() throws {
        var app = UI.app(UI.progress(unlocked: 3, inventory: Inventory(jumps: 1)))
        UI.open(&app, level: 2)
        // Jump somewhere open, then quit to the title (the attempt is saved).
        for key in [Key.up, .down, .left, .right] {
            UI.keys(&app, [.character(" "), key])
            if app.progress.attempt?.inputs.hasPrefix("J") == true { break }
        }
        #expect(app.progress.attempt?.inputs.hasPrefix("J") == true)
        #expect(app.progress.inventory.jumps == 0)  // spent, and shown so in the shop too
        UI.keys(&app, [.character("q"), .character("y")])
        // Now level 1 from the level select (it opens on level 2, the attempt's).
        let effects = UI.keys(&app, [.down, .enter, .left, .enter])
        #expect(app.progress.attempt?.level == 1)
        #expect(app.progress.inventory.jumps == 0)
        #expect(UI.records(effects) && UI.saves(effects))
        #expect(app.progress.ledger.last?.level == 2)
    }
}

/// Every avatar is told apart from what a maze shows (the Phoenix was a `$`, the crate's glyph).
@Suite struct AvatarGlyphTests {
    @Test(arguments: [false, true])
    func noAvatarLooksLikeAnItemTerrainTheExitTheGhostOrAWall(ascii: Bool) {
        let glyphs = Glyphs(ascii: ascii)
        let taken: [String] =
            [glyphs.gem, glyphs.crate, glyphs.ledge, glyphs.exit, glyphs.ice, glyphs.mud, glyphs.ghost].map { String($0) }
            + ["+", "-", "|", ".", "•", "#"]
        for avatar in AvatarCatalog.all {
            #expect(!taken.contains(avatar.glyph), "\(avatar.name) is drawn as '\(avatar.glyph)', which the maze uses")
        }
        #expect(Set(AvatarCatalog.all.map(\.glyph)).count == AvatarCatalog.all.count)
    }
}
