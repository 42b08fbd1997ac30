// libFuzzer entry points for every reader of outside data. Built by scripts/fuzz, one binary
// per target selected with -D: JSON, LEVELS, SAVE, REPLAY, MASK, INPUTS.
import Foundation
import GameEngine
import MazeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    #if JSON
    _ = try? JSONValue.parse(bytes)
    #elseif LEVELS
    if let file = try? LevelFile(data: bytes) {
        for spec in file.levels.prefix(2) where spec.width * spec.height <= 4_096 { _ = LevelValidator.validate(spec) }
    }
    #elseif SAVE
    _ = try? SaveFile.read(bytes)
    #elseif REPLAY
    if let replay = try? Replay(data: bytes), replay.level.width * replay.level.height <= 4_096 { _ = try? replay.verify() }
    #elseif MASK
    if let mask = try? Mask(parsing: String(decoding: bytes, as: UTF8.self)), mask.width * mask.height <= 4_096 {
        _ = try? Maze.generate(.wilson, width: 0, height: 0, mask: mask, seed: 1)
    }
    #elseif INPUTS
    _ = try? Inputs.parse(String(decoding: bytes, as: UTF8.self))
    #endif
    return 0
}
