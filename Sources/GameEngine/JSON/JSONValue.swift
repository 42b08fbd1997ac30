import Foundation

/// Any JSON value, decoded without losing integer precision (seeds are 64-bit), so readers can
/// check fields one by one and report exactly which is wrong.
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case unsigned(UInt64)
    case signed(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let value = try? container.decode(Bool.self) { self = .bool(value); return }
        if let value = try? container.decode(UInt64.self) { self = .unsigned(value); return }
        if let value = try? container.decode(Int64.self) { self = .signed(value); return }
        if let value = try? container.decode(Double.self) { self = .double(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode([JSONValue].self) { self = .array(value); return }
        self = .object(try container.decode([String: JSONValue].self))
    }

    /// Parses JSON text.
    /// - Throws: a one-line description of the syntax error.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw JSONSyntaxError(message: detail ?? context.debugDescription)
        } catch {
            throw JSONSyntaxError(message: "\(error)")
        }
    }

    /// The value as a whole number, if it is one.
    public var integer: Int? {
        switch self {
        case let .unsigned(v): v <= UInt64(Int.max) ? Int(v) : nil
        case let .signed(v): Int(v)
        case let .double(v): v == v.rounded() && abs(v) < 9e15 ? Int(v) : nil
        default: nil
        }
    }

    /// The value as a number.
    public var number: Double? {
        switch self {
        case let .unsigned(v): Double(v)
        case let .signed(v): Double(v)
        case let .double(v): v
        default: nil
        }
    }

    /// A short name of the value's type, for messages ("a string", "an array").
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .unsigned, .signed, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON syntax error, described in one line.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What the parser said.
    public var message: String
}
