/// A JSON value to be written by `JSONWriter`.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case unsigned(UInt64)
    /// A finite number, written in Swift's shortest round-trip form.
    case double(Double)
    /// Any text; always escaped when written.
    case string(String)
    case array([JSONOutput], JSONLayout = .inline)
    case object(JSONObjectBuilder)
}
