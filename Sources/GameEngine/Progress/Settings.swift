/// Display preferences kept in the save.
public struct Settings: Sendable, Hashable, Codable {
    /// Draw with ASCII only.
    public var ascii = false
    /// Use colours.
    public var colour = true
    /// Animate slides and banners.
    public var animation = true

    /// Default settings.
    public init() {}
}
