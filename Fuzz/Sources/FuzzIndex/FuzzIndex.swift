import StrataIndex

/// One input as a Swift file: summarised as indexing does (the bracket guard, the parse, the
/// structural walk, the code facts). It must end and never trap; what it declares must lie within it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndex(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let summary = Indexer.summary(of: text, path: "Fuzz.swift")
    precondition(summary.lineCount >= 0)
    for declaration in summary.declarations {
        precondition(declaration.line >= 1 && declaration.line <= max(1, summary.lineCount), "declaration outside the file: \(declaration.name)")
    }
    return 0
}
