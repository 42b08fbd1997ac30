import MazeKit

/// Typed access to one JSON object's fields, with errors that say where: every read names its
/// field by its whole path (`levels[3].stars`, `inventory.jumps`) and what was found.
///
/// Shared by the levels file, replay and save readers; each reads with its own error type
/// (`FieldReader<LevelFileError>`, `<ReplayError>`, `<SaveError>`), so a failure is already
/// the error of the file being read.
///
/// `null` is the same as a field left out, in every reader (docs/formats.md, "JSON"): an
/// optional field reads as absent, a required one as missing.
struct FieldReader<Failure: FieldFailure> {
    let fields: [String: JSONValue]
    /// "level 12" for a level's fields, `nil` for the file's own.
    var place: String?
    /// The path of this object inside the file, ending in a dot (`attempt.`), or empty at the top.
    var prefix = ""

    /// The error for `field` of this object (its whole path is given), with `problem`.
    func fail(_ field: String, _ problem: String) -> Failure {
        .field(prefix + field, place: place, problem: problem)
    }

    /// The value of field `name`, or `nil` when it is left out or `null`.
    func present(_ name: String) -> JSONValue? {
        guard let value = fields[name], value != .null else { return nil }
        return value
    }

    /// Refuses any field not in `known`, suggesting the nearest known name.
    func refuseUnknown(_ known: [String]) throws(Failure) {
        for key in fields.keys.sorted() where !known.contains(key) {
            let hint = closestName(to: key, among: known).map { "; did you mean '\($0)'?" } ?? ""
            let shown = key.escapingControlCharacters(limit: 40)
            throw fail(shown, "is not a known field\(hint)")
        }
    }

    func required(_ name: String) throws(Failure) -> JSONValue {
        guard let value = present(name) else { throw fail(name, "is missing") }
        return value
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws(Failure) -> Int {
        let value = try required(name)
        guard let n = value.integer else { throw fail(name, "must be a whole number, found \(describe(value))") }
        guard range.contains(n) else { throw fail(name, "must be from \(range.lowerBound) to \(range.upperBound), found \(n)") }
        return n
    }

    func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws(Failure) -> Int? {
        guard present(name) != nil else { return nil }
        return try integer(name, in: range)
    }

    func optionalNumber(_ name: String, in range: ClosedRange<Double>) throws(Failure) -> Double? {
        guard let value = present(name) else { return nil }
        guard let x = value.number, x.isFinite else { throw fail(name, "must be a number, found \(describe(value))") }
        guard range.contains(x) else { throw fail(name, "must be from \(range.lowerBound) to \(range.upperBound), found \(x)") }
        return x
    }

    func seed(_ name: String) throws(Failure) -> UInt64 {
        let value = try required(name)
        switch value {
        case let .unsigned(v): return v
        case let .double(v) where v >= 0 && v == v.rounded() && v < 9e15: return UInt64(v)
        default: throw fail(name, "must be a whole number from 0 to \(UInt64.max), found \(describe(value))")
        }
    }

    func string(_ name: String) throws(Failure) -> String {
        let value = try required(name)
        guard case let .string(s) = value else { throw fail(name, "must be a string, found \(describe(value))") }
        return s
    }

    /// The string in field `name` read as one of `Value`'s cases by its raw value; any other
    /// string is refused, listing the cases.
    func choice<Value: CaseIterable & RawRepresentable>(_ name: String, of type: Value.Type) throws(Failure) -> Value
    where Value.RawValue == String {
        let text = try string(name)
        if let value = Value(rawValue: text) { return value }
        let names = Value.allCases.map(\.rawValue)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] : names.joined()
        throw fail(name, "must be \(list), found \"\(text.escapingControlCharacters(limit: 40))\"")
    }

    /// `choice`, or `nil` when the field is left out or `null`.
    func optionalChoice<Value: CaseIterable & RawRepresentable>(_ name: String, of type: Value.Type) throws(Failure) -> Value?
    where Value.RawValue == String {
        guard present(name) != nil else { return nil }
        return try choice(name, of: type)
    }

    func optionalBool(_ name: String) throws(Failure) -> Bool? {
        guard present(name) != nil else { return nil }
        return try bool(name)
    }

    func optionalString(_ name: String) throws(Failure) -> String? {
        guard present(name) != nil else { return nil }
        return try string(name)
    }

    func object(_ name: String) throws(Failure) -> [String: JSONValue] {
        let value = try required(name)
        guard case let .object(o) = value else { throw fail(name, "must be an object, found \(describe(value))") }
        return o
    }

    func array(_ name: String) throws(Failure) -> [JSONValue] {
        let value = try required(name)
        guard case let .array(a) = value else { throw fail(name, "must be an array, found \(describe(value))") }
        return a
    }

    func optionalPoint(_ name: String) throws(Failure) -> GridPoint? {
        guard let value = present(name) else { return nil }
        guard case let .array(items) = value, items.count == 2, let x = items[0].integer, let y = items[1].integer,
            x >= 0, y >= 0
        else {
            throw fail(name, "must be [x, y] with whole numbers from 0, found \(describe(value))")
        }
        return GridPoint(x: x, y: y)
    }

    // MARK: - Booleans, nested objects and lists

    func bool(_ name: String) throws(Failure) -> Bool {
        let value = try required(name)
        guard case let .bool(b) = value else { throw fail(name, "must be true or false, found \(value.kind)") }
        return b
    }

    /// The object in field `name`, read with this reader's place and a longer prefix.
    func nested(_ name: String) throws(Failure) -> FieldReader<Failure> {
        FieldReader(fields: try object(name), place: place, prefix: prefix + name + ".")
    }

    func optionalNested(_ name: String) throws(Failure) -> FieldReader<Failure>? {
        guard present(name) != nil else { return nil }
        return try nested(name)
    }

    func optionalObject(_ name: String) throws(Failure) -> [String: JSONValue]? {
        guard present(name) != nil else { return nil }
        return try object(name)
    }

    /// An array element that must be an object, read with the element's path as prefix.
    func element(_ value: JSONValue, _ field: String) throws(Failure) -> FieldReader<Failure> {
        guard case let .object(inner) = value else { throw fail(field, "must be an object, found \(value.kind)") }
        return FieldReader(fields: inner, place: place, prefix: prefix + field + ".")
    }

    /// The array in field `name` (at most `limit` items), each read by `read(item, "name[i]")`.
    func list<T>(_ name: String, limit: Int, _ read: (JSONValue, String) throws(Failure) -> T) throws(Failure) -> [T] {
        let items = try array(name)
        guard items.count <= limit else { throw fail(name, "holds \(items.count) entries, more than \(limit)") }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (i, item) in items.enumerated() { result.append(try read(item, "\(name)[\(i)]")) }
        return result
    }

    func optionalList<T>(_ name: String, limit: Int, _ read: (JSONValue, String) throws(Failure) -> T) throws(Failure) -> [T]? {
        guard present(name) != nil else { return nil }
        return try list(name, limit: limit, read)
    }

    /// Distinct indices below `bound`, in increasing order.
    func indices(_ name: String, below bound: Int) throws(Failure) -> [Int] {
        let values = try list(name, limit: bound) { value, field throws(Failure) in
            guard let i = value.integer, (0..<bound).contains(i) else { throw fail(field, "must be a whole number from 0 to \(bound - 1)") }
            return i
        }
        for (a, b) in zip(values, values.dropFirst()) where a >= b {
            throw fail(name, "must be increasing without repeats, found \(b) after \(a)")
        }
        return values
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case let .string(s): "the string \"\(s.prefix(40))\""
        case let .double(d): "\(d)"
        case let .signed(i): "\(i)"
        case let .unsigned(u): "\(u)"
        case let .bool(b): "\(b)"
        default: value.kind
        }
    }
}
