import Foundation
import GameEngine
import MazeKit

/// A long, busy attempt on a large seeded level, for timing replay re-simulation (docs/design.md,
/// "Performance gates": O(1) amortised work per input). `mz-bench --write-replay FILE` writes one, so that
/// `mz replay --headless FILE` can be timed on it.
///
/// The player wanders at random, never onto the exit, with a budget large enough to last: most
/// inputs are moves (some into walls), a few are jumps and demolishes, so the checkpoints see
/// every kind of change (position, moves, items, power-ups, walls).
struct LongReplay {
    var inputCount = 645_000
    var width = 256
    var height = 256
    var seed: UInt64 = 11

    /// The level: a seeded backtracker maze with ice, mud, crates and gems, and a fixed budget of
    /// three moves per input (at most the 1,000,000 a level file allows), so the attempt is
    /// still going at its last input.
    func level() throws -> Level {
        var spec = LevelSpec(id: 0, name: "Long replay", seed: seed, width: width, height: height, algorithm: .recursiveBacktracker)
        spec.ice = 0.2
        spec.mud = 0.1
        spec.crates = 20
        spec.gems = 5
        spec.budget = min(1_000_000, max(inputCount * 3, 1))
        return try LevelBuilder.build(spec)
    }

    /// The power-ups in hand at the start.
    var inventory: Inventory { Inventory(jumps: inputCount / 200 + 1, demolishes: inputCount / 500 + 1) }

    /// The wandering inputs. A candidate that would reach the exit is drawn again.
    /// - Complexity: O(inputs × cells entered per move).
    func inputs(on level: Level) -> [Action] {
        var rng = SeededRandom(seed: seed, stream: 0x5EED)
        var state = GameState(level: level, inventory: inventory)
        var actions: [Action] = []
        actions.reserveCapacity(inputCount)
        while actions.count < inputCount {
            let direction = Direction.at(rng.below(4))
            let roll = rng.below(1_000)
            let action: Action = roll < 2 ? .demolish(direction) : roll < 7 ? .jump(direction) : .move(direction)
            if case .demolish = action {
            } else {
                var trial = state  // cheap: no wall changes, so the maze is shared, not copied
                trial.apply(action)
                if trial.status != .playing { continue }
            }
            state.apply(action)
            actions.append(action)
        }
        return actions
    }
}
