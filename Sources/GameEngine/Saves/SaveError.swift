#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a save could not be used.
public enum SaveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is damaged: not JSON, a wrong type, an impossible value.
    case corrupt(String)
    /// A newer mz wrote it; this one must not read or overwrite it.
    case newerFormat(Int)
    /// It is not an mz save at all (another program's file, a levels file): it must be left
    /// exactly as it is (docs/formats.md, "Whose file it is").
    case notASave(String)

    public var description: String {
        switch self {
        case let .corrupt(reason), let .notASave(reason): reason
        case let .newerFormat(version):
            "was written by a newer mz (save format \(version)); this mz reads format \(SaveFile.formatVersion) and will not overwrite it"
        }
    }
}
