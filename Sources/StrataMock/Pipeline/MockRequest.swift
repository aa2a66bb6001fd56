import Foundation
import StrataIndex

/// Everything one `strata mock` run needs, as the front doors collect it.
public struct MockRequest: Sendable {
    public enum Mode: Sendable, Hashable {
        /// Write the mocks.
        case write
        /// Plan and diff; write nothing.
        case dryRun
        /// Write nothing; the outcome lists mocks that are missing or out of date (for CI).
        case check
    }

    package var project: URL
    package var selection: MockSelection
    /// nil: inferred from the project's existing mocks.
    package var style: MockStyle?
    package var destination: MockDestination
    /// Modules every mock file also imports with `@testable`.
    package var extraImports: [String]
    package var mode: Mode
    package var force: Bool
    package var useCache: Bool
    package var progress: (@Sendable (IndexProgress) -> Void)?

    public init(
        project: URL, selection: MockSelection = MockSelection(), style: MockStyle? = nil, destination: MockDestination = .conventions,
        extraImports: [String] = [], mode: Mode = .write, force: Bool = false, useCache: Bool = true,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) {
        self.project = project
        self.selection = selection
        self.style = style
        self.destination = destination
        self.extraImports = extraImports
        self.mode = mode
        self.force = force
        self.useCache = useCache
        self.progress = progress
    }
}
