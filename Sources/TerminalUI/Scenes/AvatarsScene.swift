import GameEngine

/// Choosing an avatar.
struct AvatarsScene: Sendable, Hashable {
    /// The avatar under the cursor, an index into `AvatarCatalog.all`.
    var selection = 0
}

extension AvatarsScene {
    /// Opened with the cursor on the avatar worn.
    init(in world: World) {
        selection = AvatarCatalog.all.firstIndex { $0.id == world.progress.avatar } ?? 0
    }
}

extension AvatarsScene: SceneModel {
    var keyContext: KeyContext { .menu }

    func keyBar(in world: World) -> [String] {
        [
            hint(arrows: [.north, .south], does: "choose"), hint(.select, does: "wear"), hint(.back, does: "back"),
            hint(.help, does: "help"),
        ]
    }

    mutating func reduce(_ command: Command, in world: inout World) -> Route? {
        let all = AvatarCatalog.all
        switch command {
        case .direction(.north): selection = max(0, selection - 1)
        case .direction(.south): selection = min(all.count - 1, selection + 1)
        case .select:
            for case let .refused(.avatarLocked(id)) in world.apply(.wear(avatar: all[selection].id)) {
                world.notice = "\(AvatarCatalog.avatar(id)?.name ?? id) is locked."
            }
        case .back, .quit, .pause: return .open(.title)
        case .help: return .help
        default: break
        }
        return nil
    }

    func render(into screen: inout Screen, area: Area, world: World) {
        let progress = world.progress
        screen.centered(area.y, "Avatars", Style(bold: true))
        let all = AvatarCatalog.all
        let visible = max(1, area.height - 2)
        let first = min(max(0, selection - visible / 2), max(0, all.count - visible))
        for (row, avatar) in all.enumerated().dropFirst(first).prefix(visible) {
            let owned = progress.avatars.contains(avatar.id)
            let rule: String
            switch avatar.unlock {
            case .start: rule = "from the start"
            case let .prize(level): rule = "prize for level \(level)"
            case let .gems(count): rule = "find \(count) gem\(count == 1 ? "" : "s")"
            }
            let worn = progress.avatar == avatar.id ? " (worn)" : ""
            let text =
                "\(owned ? avatar.glyph : "?")  \(avatar.name.padding(toLength: 14)) \(avatar.rare ? "rare " : "     ")\(owned ? "owned" : rule)\(worn)"
            let style =
                row == selection
                ? Style(bold: true, reverse: true)
                : (owned ? Style(world.context.colour ? Colour(named: avatar.colour) : .standard) : Style(dim: true))
            screen.centered(area.y + 2 + row - first, text.padding(toLength: 48), style)
        }
    }
}
