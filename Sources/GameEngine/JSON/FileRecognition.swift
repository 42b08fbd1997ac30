#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether a file is mz's own file of some kind (docs/formats.md, "Whose file it is").
public enum FileRecognition: Sendable, Equatable {
    /// mz's: marked, shaped like an older format, or damaged but recognisably mz's. It may be
    /// moved aside or replaced.
    case ours
    /// Not mz's. The reason completes "the file is not an mz save (…)".
    case foreign(String)
}
