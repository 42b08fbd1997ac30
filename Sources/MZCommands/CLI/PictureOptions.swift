import MazeKit

/// The options of `--format svg` shared by `mz generate` and `mz level`.
enum PictureOptions {
    /// `--cell PX`.
    static let cell = Option.integer(
        "cell", "PX", in: SVGRenderer.cellSizes,
        "with --format svg: the side of a cell in pixels, \(SVGRenderer.cellSizes.lowerBound) to \(SVGRenderer.cellSizes.upperBound) (default: 800 over the longer side, from 4 to 24)"
    )

    /// The `--cell` given, checked; refused unless the format is `svg`, where it means something.
    static func cellSize(_ args: ParsedArguments, format: String) throws(CommandError) -> Int? {
        let size = try args.value(cell)
        if size != nil && format != "svg" {
            throw .usage("--cell sets the size of an SVG picture; add --format svg")
        }
        return size
    }
}
