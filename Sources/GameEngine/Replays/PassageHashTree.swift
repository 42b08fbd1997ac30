import MazeKit

/// FNV-1a 64 over a maze's passage bytes as a function of the hash it starts from, kept so that
/// continuing a hash over all the bytes costs O(1) and changing one byte O(log cells).
///
/// Why it works: one FNV-1a step is h ← (h ⊕ b) · P (mod 2⁶⁴). XOR with a byte touches only the
/// low 8 bits of h, so h ⊕ b = h + δ where δ = (l ⊕ b) − l depends only on l = h mod 256; and the
/// low 8 bits of every later state follow from l alone (a product mod 2⁸ reads only low bits).
/// So over a run of n bytes, F(h) = h · Pⁿ + C[h mod 256] for a table C of 256 words.
/// Runs compose: A then B is h · P^(a+b) + (C_A[l] · P^b + C_B[σ(l)]), σ(l) being the low byte
/// of l · P^a + C_A[l]. A segment tree of such tables over the bytes (leaves of `leafBytes`)
/// holds the whole run at its root, and a changed byte rebuilds one leaf and its ancestors.
///
/// This lets a format-1 replay, whose checkpoints are full state hashes ending with the
/// passages, be checked exactly at every input without reading the maze each time.
///
/// Invariant: node i's `powers[i]` and `tables[256 i ..< 256 i + 256]` describe the run of
/// `bytes` under it (heap order: the root is 1, node i's children 2i and 2i + 1; leaves past the
/// end stand for empty runs, P⁰ = 1 and C = 0).
struct PassageHashTree: Sendable {
    /// Bytes per leaf: a changed byte costs 256 × this many steps, and the tables take
    /// 4 KiB per leaf (64 bytes per cell).
    static let leafBytes = 64
    /// The FNV-1a 64 prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The bytes hashed.
    private(set) var bytes: [UInt8]
    /// Leaves in the tree: a power of two.
    private let leafCount: Int
    /// Pⁿ of each node's run.
    private var powers: [UInt64]
    /// C of each node's run, 256 words a node.
    private var tables: [UInt64]

    /// Builds the tree over `passages`.
    /// - Complexity: O(256 × cells) steps, counted into `work`.
    init(passages: [UInt8], work: inout ReplayWork) {
        bytes = passages
        var leaves = 1
        while leaves * Self.leafBytes < passages.count { leaves *= 2 }
        leafCount = leaves
        powers = [UInt64](repeating: 1, count: 2 * leaves)
        tables = [UInt64](repeating: 0, count: 2 * leaves * 256)
        for leaf in 0..<leaves { buildLeaf(leaf, work: &work) }
        for node in stride(from: leaves - 1, through: 1, by: -1) { combine(node, work: &work) }
    }

    /// FNV-1a 64 continued from `hash` over all the bytes.
    /// - Complexity: O(1).
    func hash(continuing hash: UInt64) -> UInt64 {
        hash &* powers[1] &+ tables[256 + Int(hash & 0xFF)]
    }

    /// Sets the byte at `index` and brings the tree up to date.
    /// - Complexity: O(256 × (leafBytes + log cells)), counted into `work`; nothing if the
    ///   byte is unchanged.
    mutating func update(cell index: Int, to byte: UInt8, work: inout ReplayWork) {
        precondition(bytes.indices.contains(index), "PassageHashTree.update: index \(index) outside 0..<\(bytes.count)")
        guard bytes[index] != byte else { return }
        bytes[index] = byte
        let leaf = index / Self.leafBytes
        buildLeaf(leaf, work: &work)
        var node = (leafCount + leaf) / 2
        while node >= 1 {
            combine(node, work: &work)
            node /= 2
        }
    }

    /// Runs every possible low byte through the leaf's bytes to fill its table.
    private mutating func buildLeaf(_ leaf: Int, work: inout ReplayWork) {
        let node = leafCount + leaf
        let start = min(leaf * Self.leafBytes, bytes.count), end = min(start + Self.leafBytes, bytes.count)
        var power: UInt64 = 1
        for _ in start..<end { power = power &* Self.prime }
        powers[node] = power
        work.mazeHashSteps += 256 * (end - start)
        bytes.withUnsafeBufferPointer { bytes in
            tables.withUnsafeMutableBufferPointer { tables in
                for low in 0..<256 {
                    var hash = UInt64(low)
                    for index in start..<end { hash = (hash ^ UInt64(bytes[index])) &* Self.prime }
                    // F(low) = low · Pⁿ + C[low], and F(h) for any h with this low byte alike.
                    tables[node * 256 + low] = hash &- UInt64(low) &* power
                }
            }
        }
    }

    /// A node's run is its left child's, then its right child's.
    private mutating func combine(_ node: Int, work: inout ReplayWork) {
        let left = 2 * node, right = 2 * node + 1
        let leftPower = powers[left], rightPower = powers[right]
        powers[node] = leftPower &* rightPower
        work.mazeHashSteps += 256
        tables.withUnsafeMutableBufferPointer { tables in
            for low in 0..<256 {
                let offset = tables[left * 256 + low]
                // The left run's output for low byte `low`, up to a multiple of 2⁸: its low byte
                // is the one the right run starts from.
                let middle = UInt64(low) &* leftPower &+ offset
                tables[node * 256 + low] = offset &* rightPower &+ tables[right * 256 + Int(middle & 0xFF)]
            }
        }
    }
}
