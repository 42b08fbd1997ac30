/// How a container is laid out.
public enum JSONLayout: Sendable, Equatable {
    /// All members on one line, separated by `, `.
    case inline
    /// All members on one line with no blanks (`{"a":1,"b":[2,3]}`): machine output, one
    /// object a line.
    case compact
    /// One member per line, indented two spaces deeper than the container's own line.
    case lines
}
