import MazeKit

/// One attempt at a level, as a value. Change it only through `apply(_:)`.
///
/// Invariants: `movesUsed <= budget` (the level's budget plus `extraMoves`); `status == .won`
/// exactly when `position == level.exit`; `maze` differs from `level.maze` only by demolished
/// walls; `extraMoves` is a whole number of Times used in this attempt.
public struct GameState: Sendable, Hashable {
    /// How the attempt stands.
    public enum Status: Sendable, Hashable {
        case playing, won, failed
    }

    /// The level being played.
    public let level: Level
    /// The maze as it is now (walls may have been demolished).
    public private(set) var maze: Maze
    /// The player's cell.
    public private(set) var position: Int
    /// Moves spent so far.
    public private(set) var movesUsed = 0
    /// Which crates (by index into `level.crates`) are opened.
    public private(set) var openedCrates: [Bool]
    /// Which gems (by index into `level.gems`) are found.
    public private(set) var foundGems: [Bool]
    /// Power-ups in hand.
    public private(set) var inventory: Inventory
    /// Whether the level's key is taken: from the end of the move that took it, every door is
    /// open (`Fixtures.unlocked`).
    public private(set) var keyTaken = false
    /// Moves added to this attempt's budget by Times used (0 without).
    public private(set) var extraMoves = 0
    /// Playing, won or failed.
    public private(set) var status: Status = .playing

    /// Starts an attempt with `inventory` in hand.
    public init(level: Level, inventory: Inventory = Inventory()) {
        self.level = level
        maze = level.maze
        position = level.start
        openedCrates = Array(repeating: false, count: level.crates.count)
        foundGems = Array(repeating: false, count: level.gems.count)
        self.inventory = inventory
    }

    /// This attempt's budget: the level's, plus the moves Times added.
    public var budget: Int { level.budget + extraMoves }

    /// Moves still to spend.
    public var movesLeft: Int { budget - movesUsed }

    /// Coins in the crates opened during this attempt.
    public var coinsCollected: Int {
        zip(level.crates, openedCrates).reduce(0) { $0 + ($1.1 ? $1.0.coins : 0) }
    }

    // MARK: - The reducer

    /// Applies one action and reports what happened. Rule breaks are events, not errors.
    @discardableResult
    public mutating func apply(_ action: Action) -> [Event] {
        if case .restart = action { return restart() }
        guard status == .playing else { return [.refused(action, .attemptOver)] }
        switch action {
        case let .move(direction): return move(direction)
        case let .jump(direction): return jump(direction)
        case let .demolish(direction): return demolish(direction)
        case .addTime: return addTime()
        case .restart: return restart()
        }
    }

    /// The fixtures moves follow now: the level's, with every door open once the key is taken.
    public var fixtures: Fixtures { keyTaken ? level.fixtures.unlocked : level.fixtures }

    private mutating func move(_ direction: Direction) -> [Event] {
        var path: [Int] = []
        guard
            let end = Movement.move(
                in: maze, terrain: level.terrain, exit: level.exit, fixtures: fixtures, from: position, direction,
                enter: { path.append($0) })
        else {
            return [.bumpedWall(direction)]
        }
        let cost = level.terrain[end].cost
        guard cost <= movesLeft else { return [.refused(.move(direction), .notEnoughMoves(cost: cost, left: movesLeft))] }
        movesUsed += cost
        position = end
        return [.moved(direction: direction, path: path, cost: cost)] + arrive(along: path, since: movesUsed - cost)
    }

    private mutating func jump(_ direction: Direction) -> [Event] {
        guard inventory.jumps > 0 else { return [.refused(.jump(direction), .noPowerUp)] }
        guard 1 <= movesLeft else { return [.refused(.jump(direction), .notEnoughMoves(cost: 1, left: movesLeft))] }
        var path: [Int] = []
        guard
            let end = Movement.jump(
                in: maze, exit: level.exit, fixtures: fixtures, from: position, direction, enter: { path.append($0) })
        else {
            return [.refused(.jump(direction), .wallInTheWay)]
        }
        inventory.jumps -= 1
        movesUsed += 1
        position = end
        return [.jumped(direction: direction, path: path)] + arrive(along: path, since: movesUsed - 1)
    }

    private mutating func demolish(_ direction: Direction) -> [Event] {
        guard inventory.demolishes > 0 else { return [.refused(.demolish(direction), .noPowerUp)] }
        guard maze.neighbour(of: position, direction) != nil else { return [.refused(.demolish(direction), .boundary)] }
        guard !maze.isOpen(position, direction) else { return [.refused(.demolish(direction), .noWall)] }
        guard !level.fixtures.isTunnelWall(position, direction) else { return [.refused(.demolish(direction), .tunnelWall)] }
        inventory.demolishes -= 1
        maze.link(position, direction)
        return [.wallDemolished(cell: position, direction: direction)]
    }

    private mutating func addTime() -> [Event] {
        guard inventory.times > 0 else { return [.refused(.addTime, .noPowerUp)] }
        // One Time an attempt: more would turn every crate question into "take them all".
        guard extraMoves == 0 else { return [.refused(.addTime, .timeAlreadyUsed)] }
        let moves = Economy.timeMoves(for: level)
        // Only a level at the largest budget gets none: nothing is spent for nothing.
        guard moves > 0 else { return [.refused(.addTime, .budgetFull)] }
        inventory.times -= 1
        extraMoves += moves
        return [.timeAdded(moves: moves)]
    }

    private mutating func restart() -> [Event] {
        let kept = inventory
        self = GameState(level: level, inventory: kept)
        return [.restarted]
    }

    /// Whether crate `index` is a timed crate no move can take any more: untaken, with the moves
    /// used at its deadline or past it (every move costs at least one).
    public func isGone(_ index: Int) -> Bool {
        guard let deadline = level.crates[index].deadline else { return false }
        return !openedCrates[index] && movesUsed >= deadline
    }

    /// Whether crate `index` still stands to be taken: not opened, and not a timed crate gone.
    public func isStanding(_ index: Int) -> Bool { !openedCrates[index] && !isGone(index) }

    /// Takes the items on every cell entered (a timed crate only within its deadline, counted
    /// after the move) and the key (its doors open for the moves after this one), reports the
    /// timed crates this move left behind, then settles win or failure. `before`: the moves
    /// used before the move.
    private mutating func arrive(along path: [Int], since before: Int) -> [Event] {
        var events: [Event] = []
        for cell in path {
            for (i, crate) in level.crates.enumerated()
            where crate.cell == cell && !openedCrates[i] && crate.takeable(atMovesUsed: movesUsed) {
                openedCrates[i] = true
                events.append(.crateOpened(index: i, coins: crate.coins))
            }
            for (i, gem) in level.gems.enumerated() where gem == cell && !foundGems[i] {
                foundGems[i] = true
                events.append(.gemFound(index: i))
            }
            if cell == level.fixtures.key && !keyTaken {
                keyTaken = true
                events.append(.keyTaken)
            }
        }
        for (i, crate) in level.crates.enumerated() where !openedCrates[i] {
            if let deadline = crate.deadline, before < deadline && deadline <= movesUsed { events.append(.crateGone(index: i)) }
        }
        if position == level.exit {
            status = .won
            events.append(.exitReached(movesUsed: movesUsed))
        } else if movesLeft == 0 {
            status = .failed
            events.append(.outOfMoves)
        }
        return events
    }
}
