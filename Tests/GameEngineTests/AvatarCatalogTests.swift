import Foundation
import Testing

@testable import GameEngine

/// The avatars file is read through the JSON layer; a broken one is refused naming the field
/// (the shipped one, embedded in the program, stops mz if broken: it is read here every run).
@Suite struct AvatarCatalogTests {
    static let shipped = BundledResources.text(at: AvatarCatalog.path) ?? ""

    @Test func theShippedFileReadsInFull() throws {
        let avatars = try AvatarCatalog.read(Data(Self.shipped.utf8))
        #expect(avatars == AvatarCatalog.all)
        #expect(avatars.count == Self.shipped.components(separatedBy: "\"id\":").count - 1)
        #expect(avatars.first == Avatar(id: "explorer", name: "Explorer", glyph: "@", colour: "yellow", rare: false, unlock: .start))
        #expect(avatars.contains { $0.unlock == .gems(count: 1) })
        // Something to buy past level 20 (play-test 3): 6 to 8 avatars for 80 to 400 coins,
        // each glyph its own and ASCII (drawn as is in an ASCII terminal).
        let prices = avatars.compactMap(\.price)
        #expect((6...8).contains(prices.count) && prices.allSatisfy { (80...400).contains($0) })
        #expect(Set(avatars.map(\.glyph)).count == avatars.count)
        #expect(avatars.allSatisfy { $0.glyph.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 32 } })
        // None is a mark the play field draws (a tester of session 27 wore the Keep Warden, then
        // `k`, on a level with the key `k`): the exit, crates, ledges, ice, mud, the key, doors
        // and gems in ASCII.
        #expect(avatars.allSatisfy { !["E", "$", "&", "~", "%", "k", "#", "*", "."].contains($0.glyph) })
        #expect(AvatarCatalog.forSale.map(\.price) == prices.sorted())
    }

    @Test(arguments: [
        (#"{"id": "fox""#, #"{"id": "mouse""#, "the avatars file's field 'avatars[2].id' is \"mouse\", the id of an avatar before it"),
        (#""glyph": "f""#, #""glyph": "fx""#, "the avatars file's field 'avatars[2].glyph' must be one character, found \"fx\""),
        (
            #""colour": "red""#, #""colour": "pink""#,
            "the avatars file's field 'avatars[2].colour' must be one of black, red, green, yellow, blue, magenta, cyan, white, found \"pink\""
        ),
        (
            #""kind": "prize", "level": 10"#, #""kind": "prise", "level": 10"#,
            "the avatars file's field 'avatars[2].unlock.kind' must be start, prize, gems, coins, treasury, planned or dareStreak, found \"prise\""
        ),
        (#""kind": "prize", "level": 10"#, #""kind": "prize""#, "the avatars file's field 'avatars[2].unlock.level' is missing"),
        (
            #""rare": false, "unlock": {"kind": "start"}"#, #""unlock": {"kind": "start"}"#,
            "the avatars file's field 'avatars[0].rare' is missing"
        ),
        (
            #""kind": "coins", "price": 80"#, #""kind": "coins", "price": 10001"#,
            "the avatars file's field 'avatars[15].unlock.price' must be from 1 to 10000, found 10001"
        ),
        (#""kind": "coins", "price": 80"#, #""kind": "coins""#, "the avatars file's field 'avatars[15].unlock.price' is missing"),
        (
            #""kind": "coins", "price": 80"#, #""kind": "coins", "price": 80, "level": 3"#,
            "the avatars file's field 'avatars[15].unlock.level' is not a known field"
        ),
        (#""formatVersion": 1"#, #""formatVersion": 1, "extra": 2"#, "the avatars file's field 'extra' is not a known field"),
        (#""avatars": ["#, #""avatars": [,"#, "the avatars file is not valid JSON"),
    ])
    func aBrokenFileIsRefusedNamingTheField(find: String, replace: String, message: String) {
        #expect(Self.shipped.contains(find))
        let broken = Self.shipped.replacingOccurrences(of: find, with: replace, options: [], range: Self.shipped.range(of: find))
        do {
            _ = try AvatarCatalog.read(Data(broken.utf8))
            Issue.record("accepted \(replace)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }
}
