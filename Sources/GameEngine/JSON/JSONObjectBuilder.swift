/// A JSON object whose members are written in the order they were added.
///
/// Invariant: no key appears twice (JSON readers, including mz's own, refuse duplicates).
public struct JSONObjectBuilder: Sendable, Equatable {
    /// The members, in writing order.
    public private(set) var members: [(key: String, value: JSONOutput)] = []
    /// How the object is laid out.
    public var layout: JSONLayout
    private var keys: Set<String> = []

    /// An empty object.
    public init(layout: JSONLayout = .inline) {
        self.layout = layout
    }

    /// An object of `members`, in their order: `JSONObjectBuilder(["x": .int(1), "y": .int(2)])`.
    /// - Precondition: no key appears twice.
    public init(_ members: KeyValuePairs<String, JSONOutput>, layout: JSONLayout = .inline) {
        self.layout = layout
        for (key, value) in members { add(key, value) }
    }

    /// Adds a member after the ones already added.
    /// - Precondition: `key` has not been added before.
    public mutating func add(_ key: String, _ value: JSONOutput) {
        precondition(keys.insert(key).inserted, "the key '\(key)' was added twice")
        members.append((key, value))
    }

    /// Adds `true` or `false`.
    public mutating func add(_ key: String, _ value: Bool) { add(key, .bool(value)) }
    /// Adds a whole number.
    public mutating func add(_ key: String, _ value: Int) { add(key, .int(value)) }
    /// Adds a whole number from 0 to 2⁶⁴−1.
    public mutating func add(_ key: String, _ value: UInt64) { add(key, .unsigned(value)) }
    /// Adds a finite number.
    public mutating func add(_ key: String, _ value: Double) { add(key, .double(value)) }
    /// Adds a string, escaped when written.
    public mutating func add(_ key: String, _ value: String) { add(key, .string(value)) }
    /// Adds a nested object.
    public mutating func add(_ key: String, _ value: JSONObjectBuilder) { add(key, .object(value)) }

    public static func == (a: JSONObjectBuilder, b: JSONObjectBuilder) -> Bool {
        a.layout == b.layout && a.members.elementsEqual(b.members) { $0.key == $1.key && $0.value == $1.value }
    }
}
