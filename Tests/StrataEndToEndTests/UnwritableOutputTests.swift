import Foundation
import Testing

/// Writes the disk refuses for real, through the `strata` binary: a folder or a file this user may
/// not write (run as an unprivileged user when the tests run as root, since root ignores
/// permissions) and a full disk (a small tmpfs mounted in a private mount namespace). Each run
/// fails naming the file and saying what to do, leaves the tree exactly as it was with no hidden
/// file and no journal, and the next run, once the cause is gone, writes normally.
@Suite("Unwritable output", .serialized)
struct UnwritableOutputTests {
    /// `setpriv` drops root to `nobody`; without root, permissions already apply.
    static let unprivileged: [String]? = {
        if geteuid() != 0 { return [] }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    }()

    /// Whether a private mount namespace (for a tmpfs of our own) can be made here.
    static let canMountTmpfs: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? ProcessRunner.run(["unshare", "-rm", "true"], in: FileManager.default.temporaryDirectory).status) == 0
    }()

    static let entities = "Sources/Stock/Domain/Entities"

    /// The old tree in `out` (v1) and the tree v2 makes, as `nobody` may write them.
    func setUp() throws -> InterruptedWriteTests.Setup {
        let setup = try InterruptedWriteTests().setUp(entities: 3)
        if geteuid() == 0 {
            _ = try ProcessRunner.run(["chown", "-R", "65534:65534", setup.folder.url.path], in: setup.folder.url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: setup.folder.url.path)
        }
        return setup
    }

    func strataUnprivileged(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        let binary = try #require(CLITests.binary, "build the strata product first (swift build)")
        let prefix = try #require(Self.unprivileged)
        return try ProcessRunner.run(prefix + [binary.path] + arguments, in: directory, environment: ["NO_COLOR": "1"])
    }

    /// After a refused run: exactly the old tree with no hidden file; once `fix` has removed the
    /// cause, the next run writes the new tree as if nothing had happened.
    func expectOldTreeThenNew(_ setup: InterruptedWriteTests.Setup, fix: () throws -> Void) throws {
        let tree = try Tree(setup.out)
        #expect(tree == setup.old)
        #expect(tree.strays.isEmpty, "\(tree.strays)")
        try fix()
        let again = try strataUnprivileged(["generate", "--spec", "v2.yml", "--output", "out"], in: setup.folder.url)
        #expect(again.status == 0, "\(again.output)")
        #expect(!again.output.contains("interrupted"), "\(again.output)")
        #expect(try Tree(setup.out) == setup.new)
    }

    func setMode(_ mode: Int, _ path: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path.path)
    }

    @Test(
        "generate into a folder that is not writable fails naming a file in it, changes nothing, and runs once it is writable",
        .enabled(if: unprivileged != nil))
    func readOnlyFolder() throws {
        let setup = try setUp()
        defer { setup.folder.cleanUp() }
        let folder = setup.out.appendingPathComponent(Self.entities)
        try setMode(0o555, folder)
        let run = try strataUnprivileged(["generate", "--spec", "v2.yml", "--output", "out"], in: setup.folder.url)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains(folder.standardizedFileURL.path + "/Item"), "\(run.output)")
        #expect(run.output.contains("Permission denied"), "\(run.output)")
        #expect(run.output.contains("nothing was changed; Strata may not write in '\(Self.entities)': make it writable (chmod u+w)"), "\(run.output)")
        try expectOldTreeThenNew(setup) { try setMode(0o755, folder) }
    }

    @Test(
        "generate over a file someone made read-only refuses before any change, naming it, and runs once it is writable",
        .enabled(if: unprivileged != nil))
    func readOnlyFile() throws {
        let setup = try setUp()
        defer { setup.folder.cleanUp() }
        let file = setup.out.appendingPathComponent(Self.entities + "/Item1.swift")
        try setMode(0o444, file)
        let run = try strataUnprivileged(["generate", "--spec", "v2.yml", "--output", "out"], in: setup.folder.url)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains(file.standardizedFileURL.path + ":1:1: error: the file is read-only, so Strata will not replace it"), "\(run.output)")
        #expect(run.output.contains("make it writable (chmod u+w) if Strata should update it"), "\(run.output)")
        try expectOldTreeThenNew(setup) { try setMode(0o644, file) }
    }

    @Test(
        "add-property in a project whose model folder is not writable fails naming the file, changes nothing, and runs once it is writable",
        .enabled(if: unprivileged != nil))
    func addPropertyReadOnlyFolder() throws {
        let directory = try EvolutionCLITests().copyCatalog()
        defer { directory.cleanUp() }
        let project = directory.url.appendingPathComponent("Catalog")
        if geteuid() == 0 {
            _ = try ProcessRunner.run(["chown", "-R", "65534:65534", directory.url.path], in: directory.url)
            try setMode(0o755, directory.url)
        }
        let model = project.appendingPathComponent("Sources/CatalogKit/Model")
        let before = try Tree(project)
        try setMode(0o555, model)
        let arguments = ["add-property", "Product", "rating:Double?", "--project", project.path, "--no-cache"]
        let run = try strataUnprivileged(arguments, in: directory.url)
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains(model.standardizedFileURL.path + "/"), "\(run.output)")
        #expect(run.output.contains("nothing was changed; Strata may not write in"), "\(run.output)")
        let tree = try Tree(project)
        #expect(tree == before)
        #expect(tree.strays.isEmpty, "\(tree.strays)")

        try setMode(0o755, model)
        let again = try strataUnprivileged(arguments, in: directory.url)
        #expect(again.status == 0, "\(again.output)")
        #expect(try String(contentsOf: model.appendingPathComponent("Product.swift"), encoding: .utf8).contains("rating: Double?"))
    }

    /// Runs `generate --spec v2.yml` twice on a copy of `out` in a tmpfs of its own, the first time
    /// with only `freePages` pages of 4 KiB free, the second with the space back; returns both
    /// outputs and the trees after each.
    func generateOnAFullDisk(_ setup: InterruptedWriteTests.Setup, freePages: Int) throws -> (
        first: ProcessRunner.Result, failed: Tree, second: ProcessRunner.Result, retried: Tree
    ) {
        let binary = try #require(CLITests.binary)
        let base = setup.folder.url.standardizedFileURL
        let results = base.appendingPathComponent("full-\(freePages)")
        let mount = base.appendingPathComponent("disk-\(freePages)")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
        let script = """
            set -e
            mount -t tmpfs -o size=4m tmpfs "$1"
            cp -R "$2" "$1/out"
            dd if=/dev/zero of="$1/filler" bs=4096 2>/dev/null || true
            truncate -s -$(( $5 * 4096 )) "$1/filler"
            set +e
            NO_COLOR=1 "$3" generate --spec "$4" --output "$1/out" > "$6/first.txt" 2>&1; echo $? > "$6/first.status"
            cp -R "$1/out" "$6/failed"
            rm "$1/filler"
            NO_COLOR=1 "$3" generate --spec "$4" --output "$1/out" > "$6/second.txt" 2>&1; echo $? > "$6/second.status"
            cp -R "$1/out" "$6/retried"
            """
        let run = try ProcessRunner.run(
            ["unshare", "-rm", "sh", "-c", script, "sh", mount.path, setup.out.path, binary.path, setup.v2, "\(freePages)", results.path], in: base)
        try #require(run.status == 0, "\(run.output)")
        func result(_ name: String) throws -> ProcessRunner.Result {
            let status = try String(contentsOf: results.appendingPathComponent("\(name).status"), encoding: .utf8)
            return .init(
                status: Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
                output: try String(contentsOf: results.appendingPathComponent("\(name).txt"), encoding: .utf8))
        }
        return (try result("first"), try Tree(results.appendingPathComponent("failed")), try result("second"), try Tree(results.appendingPathComponent("retried")))
    }

    @Test(
        "generate on a full disk (a real tmpfs) fails naming the file, changes nothing, and runs normally once there is space",
        .enabled(if: canMountTmpfs), arguments: [0, 1, 2, 3, 5])
    func diskFull(freePages: Int) throws {
        let setup = try InterruptedWriteTests().setUp(entities: 3)
        defer { setup.folder.cleanUp() }
        let (first, failed, second, retried) = try generateOnAFullDisk(setup, freePages: freePages)
        #expect(first.status == 1, "\(first.output)")
        #expect(first.output.contains("No space left on device"), "\(first.output)")
        #expect(first.output.contains("/disk-\(freePages)/out/"), "names a file in the output folder: \(first.output)")
        #expect(first.output.contains("nothing was changed; the disk holding"), "\(first.output)")
        #expect(first.output.contains("is full (or your quota is used up): free some space, then run again"), "\(first.output)")
        #expect(failed == setup.old)
        #expect(failed.strays.isEmpty, "\(failed.strays)")
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("interrupted"), "\(second.output)")
        #expect(retried == setup.new)
    }
}
