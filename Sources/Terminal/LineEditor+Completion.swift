import CEditLine
import Foundation

/// libedit's Tab key function: finds the owning `LineEditor` through EL_CLIENTDATA.
let lineEditorCompleteFunction: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { el, _ in
    guard let el, let state = limelight_el_state_get(el), let owner = state.pointee.owner else {
        return UInt8(CC_ERROR)
    }
    return Unmanaged<LineEditor>.fromOpaque(owner).takeUnretainedValue().complete(el)
}

extension LineEditor {
    /// Applies a completion edit to libedit's buffer, listing candidates below the line if asked.
    func apply(_ edit: LineCompletionEdit, to el: OpaquePointer) -> UInt8 {
        if edit.isEmpty { return UInt8(CC_ERROR) }
        if !edit.list.isEmpty {
            let width = limelight_terminal_columns(STDOUT_FILENO)
            let rows = LineCompletion.columns(edit.list, width: width > 0 ? Int(width) : 80)
            fputs("\n" + rows.joined(separator: "\n") + "\n", limelight_stdout())
            fflush(limelight_stdout())
            return UInt8(CC_REDISPLAY)
        }
        let removeCount = edit.remove.unicodeScalars.count
        if removeCount > 0 { el_deletestr(el, Int32(removeCount)) }
        if !edit.insert.isEmpty, el_insertstr(el, edit.insert) != 0 { return UInt8(CC_ERROR) }
        return UInt8(CC_REFRESH)
    }

    /// Converts libedit's wide-character buffer range to Unicode scalars (invalid ones dropped).
    static func scalars(from start: UnsafePointer<wchar_t>?, to end: UnsafePointer<wchar_t>?) -> [Unicode.Scalar] {
        guard let start, let end, end > start else { return [] }
        return UnsafeBufferPointer(start: start, count: end - start).compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
    }
}
