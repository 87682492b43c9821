import Testing
@testable import Server

@Suite struct FramerTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func oneFrameInOneRead() {
        var f = MessageFramer()
        #expect(f.append(bytes("Content-Length: 2\r\n\r\n{}")) == [.message(bytes("{}"))])
        #expect(f.pendingByteCount == 0)
    }

    @Test func partialReadsByteByByte() {
        var f = MessageFramer()
        let all = MessageFramer.encode("{\"a\":\"ä🎉\"}")
        var frames: [Frame] = []
        for b in all { frames += f.append([b]) }
        #expect(frames == [.message(bytes("{\"a\":\"ä🎉\"}"))])
    }

    @Test func severalFramesPerReadAndAPartialTail() {
        var f = MessageFramer()
        let data = MessageFramer.encode("[1]") + MessageFramer.encode("[22]") + Array(MessageFramer.encode("[333]").prefix(10))
        #expect(f.append(data) == [.message(bytes("[1]")), .message(bytes("[22]"))])
        #expect(f.append(Array(MessageFramer.encode("[333]").dropFirst(10))) == [.message(bytes("[333]"))])
    }

    /// A large body that ends what has been read is handed over as the framer's own buffer (not copied): the same
    /// frames whether it arrives in 64 KiB reads, whole with a message before it, or with the start of the next one
    /// after it (then it is copied out as any other), and the framer goes on reading after it.
    @Test func aLargeBodyEndingTheBufferIsTheSameFrame() {
        let body = (0..<(MessageFramer.bodyHandedOver * 3 + 7)).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let big = MessageFramer.encode(String(decoding: body, as: UTF8.self)), small = MessageFramer.encode("[1]")
        for split in [1 << 16, 4_099, big.count] {
            for (before, after) in [([UInt8](), [UInt8]()), (small, []), ([], Array(small.prefix(5))), (small, small)] {
                var f = MessageFramer()
                let all = before + big + after
                var frames: [Frame] = []
                for start in stride(from: 0, to: all.count, by: split) { frames += f.append(Array(all[start..<min(all.count, start + split)])) }
                if after.count == 5 { frames += f.append(Array(small.dropFirst(5))) }
                let expected = (before.isEmpty ? [] : [Frame.message(bytes("[1]"))]) + [.message(body)]
                    + (after.isEmpty ? [] : [.message(bytes("[1]"))])
                #expect(frames == expected, "reads of \(split), \(before.count) bytes before, \(after.count) after")
                #expect(f.pendingByteCount == 0)
                #expect(f.append(small) == [.message(bytes("[1]"))])
            }
        }
    }

    @Test func contentLengthCountsBytesNotCharacters() {
        let encoded = MessageFramer.encode("ü")
        #expect(String(decoding: encoded, as: UTF8.self) == "Content-Length: 2\r\n\r\nü")
    }

    @Test func headersInAnyOrderCaseInsensitiveWithContentType() {
        var f = MessageFramer()
        let frames = f.append(bytes("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 4\r\n\r\nnull"))
        #expect(frames == [.message(bytes("null"))])
    }

    @Test func badHeadersAreReportedAndReadingGoesOn() {
        var f = MessageFramer()
        let frames = f.append(bytes("Garbage\r\n\r\n") + bytes("Content-Type: x\r\n\r\n") + bytes("Content-Length: abc\r\n\r\n")
                              + MessageFramer.encode("{}"))
        #expect(frames.count == 4)
        #expect(frames[0] == .badHeader("header line without ':': 'Garbage'"))
        #expect(frames[1] == .badHeader("missing Content-Length header"))
        #expect(frames[2] == .badHeader("Content-Length is not a number: 'abc'"))
        #expect(frames[3] == .message(bytes("{}")))
    }

    @Test func oversizedLengthIsRefused() {
        var f = MessageFramer(maximumLength: 10)
        #expect(f.append(bytes("Content-Length: 11\r\n\r\n")) == [.badHeader("Content-Length 11 exceeds the limit of 10 bytes")])
    }

    @Test func commentLinesAndBareNewlinesAreTolerated() {
        var f = MessageFramer()
        #expect(f.append(bytes("# a test transcript\nContent-Length: 2\n\n{}")) == [.message(bytes("{}"))])
    }

    /// A header whose length cannot be used is followed by a body of unknown size: the bytes up to the next
    /// `Content-Length` are dropped, and the messages after it are read (they were read as headers and lost).
    @Test func aBadLengthIsFollowedByTheNextMessage() {
        var f = MessageFramer()
        let frames = f.append(bytes("Content-Length: -5\r\n\r\nhello") + MessageFramer.encode("[7]"))
        #expect(frames == [.badHeader("Content-Length is not a number: '-5'"), .message(bytes("[7]"))])
        var g = MessageFramer(maximumLength: 4)
        var later: [Frame] = []
        for chunk in [bytes("Content-Length: 9\r\n\r\n123"), bytes("456789cont"), bytes("ent-LENGTH: 2\r\n\r\n{}")] { later += g.append(chunk) }
        #expect(later == [.badHeader("Content-Length 9 exceeds the limit of 4 bytes"), .message(bytes("{}"))])
    }

    /// A header with no end is refused once it passes `longestHeader`, its bytes dropped as they come: memory stays
    /// bounded and each read is searched once (a header rescanned from its start at every read was quadratic).
    @Test func anEndlessHeaderIsBoundedAndReadOnce() {
        var f = MessageFramer()
        var frames = f.append(bytes("Content-Length: 5\r\nX-Junk: "))
        let junk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        var most = 0
        for _ in 0..<512 {  // 2 MiB of header
            frames += f.append(junk)
            most = max(most, f.pendingByteCount)
        }
        frames += f.append(MessageFramer.encode("[1]"))
        #expect(most <= MessageFramer.longestHeader + junk.count)
        #expect(frames.first == .badHeader("a header block longer than \(MessageFramer.longestHeader) bytes with no blank line after it"))
        #expect(frames.last == .message(bytes("[1]")))
        #expect(frames.count == 2)
    }
}

@Suite struct JSONTests {
    @Test func roundTripWithSortedKeys() throws {
        let v = try JSONValue.parse(#"{"b":[1,2.5,true,null],"a":"x\"\n\u00e4\ud83c\udf89"}"#)
        #expect(v["a"] == .string("x\"\nä🎉"))
        #expect(v.serialized == #"{"a":"x\"\nä🎉","b":[1,2.5,true,null]}"#)
    }

    @Test func malformedJSONIsAnErrorThatSaysWhere() throws {
        for bad in ["{", "{\"a\" 1}", "tru", "\"abc", "{} x", "01x", "{\"a\":\u{01}}", "[1,,2]", "{\"a\":}"] {
            #expect(throws: JSONParseError.self) { try JSONValue.parse(bad) }
        }
        let server = LanguageServer(catalog: .init([]))
        let reply = server.handle(body: Array("{\"a\" 1}".utf8))
        let message = reply.first?["error"]?["message"]?.stringValue ?? ""
        #expect(reply.first?["error"]?["code"] == -32700)
        #expect(message.contains("invalid JSON") && message.contains("a 7-byte message beginning '{\"a\" 1}'"), "\(message)")
        // Foundation's decoder, the one every JSON path uses, accepts a trailing comma in an array.
        #expect(try JSONValue.parse("[1,]") == [1])
    }

    /// A value Foundation scans but cannot hold says what and where, not the type mismatch of the last kind tried.
    @Test func unrepresentableValuesSayWhatAndWhere() {
        for (text, expected) in [(#"{"x":1e400}"#, "the number 1e400 does not fit a 64-bit number at .x"),
                                 (#"{"x":{"y":["\ud800"]}}"#, "a \\u escape that is not a whole UTF-16 character (a lone surrogate), line 1, column 19 at .x.y[0]")] {
            #expect(throws: JSONParseError(reason: expected)) { try JSONValue.parse(text) }
        }
    }

    @Test func deepNestingIsRefusedNotCrashing() {
        let deep = String(repeating: "[", count: 10_000)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONValue.string("a\u{01}b").serialized == "\"a\\u0001b\"")
    }
}
