import StrataModel

/// The targets of an Xcode project, read from its `project.pbxproj`: each native target's name, kind,
/// the Swift files it compiles and the folders Xcode keeps in sync with it, and the targets and
/// package products it depends on.
///
/// A target's files are the Sources build phase's file references, each placed by walking the
/// project's group tree from the main group (`<group>` paths are relative to the enclosing group,
/// `SOURCE_ROOT` ones to the folder holding the `.xcodeproj`). Xcode 16's synchronized folders
/// (`PBXFileSystemSynchronizedRootGroup`) make every file under the folder the target's.
enum XcodeProjectReader {
    /// - Parameters:
    ///   - source: the `project.pbxproj` bytes.
    ///   - projectFilePath: its path relative to the project root (`App/App.xcodeproj/project.pbxproj`).
    static func targets(source: some Collection<UInt8>, projectFilePath: String) throws(OpenStepPlist.ParseError) -> [PackageTarget] {
        let plist = try OpenStepPlist.parse(source)
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
            let project = objects[rootID]
        else { return [] }
        let xcodeproj = RelativePath.parent(of: projectFilePath)
        var sourceRoot = RelativePath.parent(of: xcodeproj)
        if let directory = project["projectDirPath"]?.string, !directory.isEmpty { sourceRoot = RelativePath.join(sourceRoot, directory) }
        let paths = GroupTree.paths(objects: objects, mainGroup: project["mainGroup"]?.string, sourceRoot: sourceRoot)
        let targetIDs = project["targets"]?.array?.compactMap(\.string) ?? []
        // Targets are known by their module's name (`Weather App` → `Weather_App`): the name code imports.
        let namesByID = Dictionary(
            targetIDs.compactMap { id in objects[id]?["name"]?.string.map { (id, SwiftModuleName.of($0)) } }, uniquingKeysWith: { first, _ in first })

        return targetIDs.compactMap { id -> PackageTarget? in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget", let name = namesByID[id] else { return nil }
            let files = sourceFiles(of: target, objects: objects, paths: paths)
            let folders = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string.flatMap { paths[$0] } }
            let dependencies =
                (target["dependencies"]?.array ?? []).compactMap { dependency -> String? in
                    guard let dependencyID = dependency.string, let targetID = objects[dependencyID]?["target"]?.string else { return nil }
                    return namesByID[targetID]
                }
                + (target["packageProductDependencies"]?.array ?? []).compactMap { product in
                    product.string.flatMap { objects[$0]?["productName"]?.string }
                }
            let path = folders.first ?? commonFolder(of: files) ?? sourceRoot
            return PackageTarget(
                name: name, kind: kind(of: target["productType"]?.string), path: path.isEmpty ? "." : path,
                dependencies: dependencies, manifest: projectFilePath, files: files, folders: folders)
        }
    }

    private static func kind(of productType: String?) -> PackageTarget.Kind {
        guard let productType else { return .regular }
        if productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing") { return .test }
        // App extensions are entry points too: each is its own composition root.
        let entryPoints = [".application", ".tool", ".app-extension", ".extensionkit-extension", ".watchkit2-extension", ".watchkit-extension"]
        if entryPoints.contains(where: productType.hasSuffix) { return .executable }
        return .regular
    }

    /// The Swift files of the target's Sources build phase.
    private static func sourceFiles(of target: OpenStepPlist, objects: [String: OpenStepPlist], paths: [String: String]) -> [String] {
        var files: [String] = []
        for phaseID in target["buildPhases"]?.array ?? [] {
            guard let phase = phaseID.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.array ?? [] {
                guard let reference = buildFileID.string.flatMap({ objects[$0]?["fileRef"]?.string }),
                    let path = paths[reference], path.hasSuffix(".swift")
                else { continue }
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// The deepest folder holding all the files, or nil for none.
    static func commonFolder(of files: [String]) -> String? {
        guard var common = files.first.map({ RelativePath.parent(of: $0).split(separator: "/", omittingEmptySubsequences: true) }) else { return nil }
        for file in files.dropFirst() {
            let parts = RelativePath.parent(of: file).split(separator: "/", omittingEmptySubsequences: true)
            var shared = 0
            while shared < common.count, shared < parts.count, common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return common.joined(separator: "/")
    }

    /// Every group's and file reference's path relative to the project root, found by walking the
    /// tree from the main group with an explicit stack (a hostile file can nest, or loop, groups).
    enum GroupTree {
        static func paths(objects: [String: OpenStepPlist], mainGroup: String?, sourceRoot: String) -> [String: String] {
            guard let mainGroup else { return [:] }
            var result: [String: String] = [:]
            var pending: [(id: String, parent: String)] = [(mainGroup, sourceRoot)]
            while let (id, parent) = pending.popLast() {
                guard result[id] == nil, let node = objects[id] else { continue }
                let own = node["path"]?.string
                let path: String
                switch node["sourceTree"]?.string ?? "<group>" {
                case "<group>": path = own.map { RelativePath.join(parent, $0) } ?? parent
                case "SOURCE_ROOT": path = own.map { RelativePath.join(sourceRoot, $0) } ?? sourceRoot
                default: continue  // SDK, built products, absolute paths: not the project's sources
                }
                result[id] = path == "." ? "" : path
                for child in node["children"]?.array ?? [] {
                    if let childID = child.string { pending.append((childID, path)) }
                }
            }
            return result
        }
    }
}
