import Foundation
import PackagePlugin

/// Embeds `levels.json` and every file under `Resources/` into the target as Swift source, so
/// the campaign, masks and avatars travel inside the binary (docs/design.md, "Modules"). The files in the
/// repository stay the single source of truth; this runs whenever one of them changes.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledResources.swift")
        var inputs: [URL] = []
        let levels = root.appending(path: "levels.json")
        if FileManager.default.fileExists(atPath: levels.path) { inputs.append(levels) }
        let resources = root.appending(path: "Resources")
        if let walker = FileManager.default.enumerator(at: resources, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding levels.json and Resources/ into \(target.name)",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [root.path, output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
