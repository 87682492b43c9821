/// The types UniformTypeIdentifiers declares (`UTType.plainText`, `.jpeg`, …), each with Apple's identifier.
extension UTType {
    /// `public.item`.
    public static let item = UTType(builtIn: "public.item")
    /// `public.content`.
    public static let content = UTType(builtIn: "public.content")
    /// `public.composite-content`.
    public static let compositeContent = UTType(builtIn: "public.composite-content")
    /// `public.disk-image`.
    public static let diskImage = UTType(builtIn: "public.disk-image")
    /// `public.data`.
    public static let data = UTType(builtIn: "public.data")
    /// `public.directory`.
    public static let directory = UTType(builtIn: "public.directory")
    /// `com.apple.resolvable`.
    public static let resolvable = UTType(builtIn: "com.apple.resolvable")
    /// `public.symlink`.
    public static let symbolicLink = UTType(builtIn: "public.symlink")
    /// `public.executable`.
    public static let executable = UTType(builtIn: "public.executable")
    /// `com.apple.mount-point`.
    public static let mountPoint = UTType(builtIn: "com.apple.mount-point")
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType(builtIn: "com.apple.alias-file")
    /// `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(builtIn: "com.apple.bookmark")
    /// `public.url`.
    public static let url = UTType(builtIn: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(builtIn: "public.file-url")
    /// `public.text`.
    public static let text = UTType(builtIn: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(builtIn: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(builtIn: "public.utf8-plain-text")
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(builtIn: "public.utf16-external-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(builtIn: "public.utf16-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(builtIn: "public.delimited-values-text")
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(builtIn: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(builtIn: "public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(builtIn: "public.utf8-tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType(builtIn: "public.rtf")
    /// `public.html`.
    public static let html = UTType(builtIn: "public.html")
    /// `public.xml`.
    public static let xml = UTType(builtIn: "public.xml")
    /// `public.yaml`.
    public static let yaml = UTType(builtIn: "public.yaml")
    /// `public.css`.
    public static let css = UTType(builtIn: "public.css")
    /// `public.source-code`.
    public static let sourceCode = UTType(builtIn: "public.source-code")
    /// `public.assembly-source`.
    public static let assemblyLanguageSource = UTType(builtIn: "public.assembly-source")
    /// `public.c-source`.
    public static let cSource = UTType(builtIn: "public.c-source")
    /// `public.objective-c-source`.
    public static let objectiveCSource = UTType(builtIn: "public.objective-c-source")
    /// `public.swift-source`.
    public static let swiftSource = UTType(builtIn: "public.swift-source")
    /// `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType(builtIn: "public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`.
    public static let objectiveCPlusPlusSource = UTType(builtIn: "public.objective-c-plus-plus-source")
    /// `public.c-header`.
    public static let cHeader = UTType(builtIn: "public.c-header")
    /// `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType(builtIn: "public.c-plus-plus-header")
    /// `public.script`.
    public static let script = UTType(builtIn: "public.script")
    /// `com.apple.applescript.text`.
    public static let appleScript = UTType(builtIn: "com.apple.applescript.text")
    /// `com.apple.applescript.script`.
    public static let osaScript = UTType(builtIn: "com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`.
    public static let osaScriptBundle = UTType(builtIn: "com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`.
    public static let javaScript = UTType(builtIn: "com.netscape.javascript-source")
    /// `public.shell-script`.
    public static let shellScript = UTType(builtIn: "public.shell-script")
    /// `public.perl-script`.
    public static let perlScript = UTType(builtIn: "public.perl-script")
    /// `public.python-script`.
    public static let pythonScript = UTType(builtIn: "public.python-script")
    /// `public.ruby-script`.
    public static let rubyScript = UTType(builtIn: "public.ruby-script")
    /// `public.php-script`.
    public static let phpScript = UTType(builtIn: "public.php-script")
    /// `public.make-source`.
    public static let makefile = UTType(builtIn: "public.make-source")
    /// `public.json`.
    public static let json = UTType(builtIn: "public.json")
    /// `com.apple.property-list`.
    public static let propertyList = UTType(builtIn: "com.apple.property-list")
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType(builtIn: "com.apple.xml-property-list")
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType(builtIn: "com.apple.binary-property-list")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(builtIn: "com.adobe.pdf")
    /// `com.apple.rtfd`.
    public static let rtfd = UTType(builtIn: "com.apple.rtfd")
    /// `com.apple.flat-rtfd`.
    public static let flatRTFD = UTType(builtIn: "com.apple.flat-rtfd")
    /// `com.apple.webarchive`.
    public static let webArchive = UTType(builtIn: "com.apple.webarchive")
    /// `public.image`.
    public static let image = UTType(builtIn: "public.image")
    /// `public.jpeg`.
    public static let jpeg = UTType(builtIn: "public.jpeg")
    /// `public.tiff`.
    public static let tiff = UTType(builtIn: "public.tiff")
    /// `com.compuserve.gif`.
    public static let gif = UTType(builtIn: "com.compuserve.gif")
    /// `public.png`.
    public static let png = UTType(builtIn: "public.png")
    /// `com.apple.icns`.
    public static let icns = UTType(builtIn: "com.apple.icns")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(builtIn: "com.microsoft.bmp")
    /// `com.microsoft.ico`.
    public static let ico = UTType(builtIn: "com.microsoft.ico")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(builtIn: "public.camera-raw-image")
    /// `public.svg-image`.
    public static let svg = UTType(builtIn: "public.svg-image")
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType(builtIn: "com.apple.live-photo")
    /// `public.heif`.
    public static let heif = UTType(builtIn: "public.heif")
    /// `public.heic`.
    public static let heic = UTType(builtIn: "public.heic")
    /// `public.heics`.
    public static let heics = UTType(builtIn: "public.heics")
    /// `org.webmproject.webp`.
    public static let webP = UTType(builtIn: "org.webmproject.webp")
    /// `com.ilm.openexr-image`.
    public static let exr = UTType(builtIn: "com.ilm.openexr-image")
    /// `com.adobe.raw-image`.
    public static let dng = UTType(builtIn: "com.adobe.raw-image")
    /// `public.jpeg-xl`.
    public static let jpegxl = UTType(builtIn: "public.jpeg-xl")
    /// `public.3d-content`.
    public static let threeDContent = UTType(builtIn: "public.3d-content")
    /// `com.pixar.universal-scene-description`.
    public static let usd = UTType(builtIn: "com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType(builtIn: "com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`.
    public static let realityFile = UTType(builtIn: "com.apple.reality")
    /// `com.apple.scenekit.scene`.
    public static let sceneKitScene = UTType(builtIn: "com.apple.scenekit.scene")
    /// `com.apple.ar-reference-object`.
    public static let arReferenceObject = UTType(builtIn: "com.apple.ar-reference-object")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(builtIn: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(builtIn: "public.movie")
    /// `public.video`.
    public static let video = UTType(builtIn: "public.video")
    /// `public.audio`.
    public static let audio = UTType(builtIn: "public.audio")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(builtIn: "com.apple.quicktime-movie")
    /// `public.mpeg`.
    public static let mpeg = UTType(builtIn: "public.mpeg")
    /// `public.mpeg-2-video`.
    public static let mpeg2Video = UTType(builtIn: "public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`.
    public static let mpeg2TransportStream = UTType(builtIn: "public.mpeg-2-transport-stream")
    /// `public.mp3`.
    public static let mp3 = UTType(builtIn: "public.mp3")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(builtIn: "public.mpeg-4")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(builtIn: "public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`.
    public static let appleProtectedMPEG4Audio = UTType(builtIn: "com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`.
    public static let appleProtectedMPEG4Video = UTType(builtIn: "com.apple.protected-mpeg-4-video")
    /// `public.avi`.
    public static let avi = UTType(builtIn: "public.avi")
    /// `public.aiff-audio`.
    public static let aiff = UTType(builtIn: "public.aiff-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(builtIn: "com.microsoft.waveform-audio")
    /// `public.midi-audio`.
    public static let midi = UTType(builtIn: "public.midi-audio")
    /// `public.playlist`.
    public static let playlist = UTType(builtIn: "public.playlist")
    /// `public.m3u-playlist`.
    public static let m3uPlaylist = UTType(builtIn: "public.m3u-playlist")
    /// `public.folder`.
    public static let folder = UTType(builtIn: "public.folder")
    /// `public.volume`.
    public static let volume = UTType(builtIn: "public.volume")
    /// `com.apple.package`.
    public static let package = UTType(builtIn: "com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType(builtIn: "com.apple.bundle")
    /// `com.apple.plugin`.
    public static let pluginBundle = UTType(builtIn: "com.apple.plugin")
    /// `com.apple.metadata-importer`.
    public static let spotlightImporter = UTType(builtIn: "com.apple.metadata-importer")
    /// `com.apple.quicklook-generator`.
    public static let quickLookGenerator = UTType(builtIn: "com.apple.quicklook-generator")
    /// `com.apple.xpc-service`.
    public static let xpcService = UTType(builtIn: "com.apple.xpc-service")
    /// `com.apple.framework`.
    public static let framework = UTType(builtIn: "com.apple.framework")
    /// `com.apple.application`.
    public static let application = UTType(builtIn: "com.apple.application")
    /// `com.apple.application-bundle`.
    public static let applicationBundle = UTType(builtIn: "com.apple.application-bundle")
    /// `com.apple.application-extension`.
    public static let applicationExtension = UTType(builtIn: "com.apple.application-extension")
    /// `public.unix-executable`.
    public static let unixExecutable = UTType(builtIn: "public.unix-executable")
    /// `com.microsoft.windows-executable`.
    public static let exe = UTType(builtIn: "com.microsoft.windows-executable")
    /// `com.apple.systempreference.prefpane`.
    public static let systemPreferencesPane = UTType(builtIn: "com.apple.systempreference.prefpane")
    /// `public.archive`.
    public static let archive = UTType(builtIn: "public.archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(builtIn: "org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`.
    public static let bz2 = UTType(builtIn: "public.bzip2-archive")
    /// `public.zip-archive`.
    public static let zip = UTType(builtIn: "public.zip-archive")
    /// `com.apple.archive`.
    public static let appleArchive = UTType(builtIn: "com.apple.archive")
    /// `public.tar-archive`.
    public static let tarArchive = UTType(builtIn: "public.tar-archive")
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(builtIn: "public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = UTType(builtIn: "public.presentation")
    /// `public.database`.
    public static let database = UTType(builtIn: "public.database")
    /// `public.message`.
    public static let message = UTType(builtIn: "public.message")
    /// `public.contact`.
    public static let contact = UTType(builtIn: "public.contact")
    /// `public.vcard`.
    public static let vCard = UTType(builtIn: "public.vcard")
    /// `public.to-do-item`.
    public static let toDoItem = UTType(builtIn: "public.to-do-item")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(builtIn: "public.calendar-event")
    /// `public.email-message`.
    public static let emailMessage = UTType(builtIn: "public.email-message")
    /// `com.apple.internet-location`.
    public static let internetLocation = UTType(builtIn: "com.apple.internet-location")
    /// `com.apple.internet-shortcut`.
    public static let internetShortcut = UTType(builtIn: "com.apple.internet-shortcut")
    /// `public.font`.
    public static let font = UTType(builtIn: "public.font")
    /// `public.bookmark`.
    public static let bookmark = UTType(builtIn: "public.bookmark")
    /// `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType(builtIn: "com.rsa.pkcs-12")
    /// `public.x509-certificate`.
    public static let x509Certificate = UTType(builtIn: "public.x509-certificate")
    /// `org.idpf.epub-container`.
    public static let epub = UTType(builtIn: "org.idpf.epub-container")
    /// `public.log`.
    public static let log = UTType(builtIn: "public.log")
    /// `com.apple.haptics.ahap`.
    public static let ahap = UTType(builtIn: "com.apple.haptics.ahap")
    /// `public.geojson`.
    public static let geoJSON = UTType(builtIn: "public.geojson")
    /// `com.apple.linkpresentation.metadata`.
    public static let linkPresentationMetadata = UTType(builtIn: "com.apple.linkpresentation.metadata")
}

/// The declarations of the built-in types: identifier, the types it conforms to directly, filename extensions and MIME
/// types (the first of each is the preferred one). Source: Apple's UniformTypeIdentifiers documentation, where each
/// constant gives its identifier and the types it conforms to.
enum UTTypeDeclarations {
    typealias Row = (identifier: String, conformsTo: [String], extensions: [String], mimeTypes: [String])

    static let rows: [Row] = [
        ("public.item", [], [], []),
        ("public.content", [], [], []),
        ("public.composite-content", ["public.content"], [], []),
        ("public.disk-image", ["public.archive"], [], []),
        ("public.data", ["public.item"], [], []),
        ("public.directory", ["public.item"], [], []),
        ("com.apple.resolvable", [], [], []),
        ("public.symlink", ["public.item", "com.apple.resolvable"], [], []),
        ("public.executable", ["public.item"], [], []),
        ("com.apple.mount-point", ["public.item", "com.apple.resolvable"], [], []),
        ("com.apple.alias-file", ["public.data", "com.apple.resolvable"], [], []),
        ("com.apple.bookmark", ["public.data", "com.apple.resolvable"], [], []),
        ("public.url", ["public.data"], [], []),
        ("public.file-url", ["public.url"], [], []),
        ("public.text", ["public.data", "public.content"], [], []),
        ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"]),
        ("public.utf8-plain-text", ["public.plain-text"], [], []),
        ("public.utf16-external-plain-text", ["public.plain-text"], [], []),
        ("public.utf16-plain-text", ["public.plain-text"], [], []),
        ("public.delimited-values-text", ["public.text"], [], []),
        ("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"]),
        ("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"]),
        ("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text", "public.utf8-plain-text"], [], []),
        ("public.rtf", ["public.text"], ["rtf"], ["text/rtf"]),
        ("public.html", ["public.text"], ["html", "htm"], ["text/html"]),
        ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"]),
        ("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"]),
        ("public.css", ["public.text"], ["css"], ["text/css"]),
        ("public.source-code", ["public.plain-text"], [], []),
        ("public.assembly-source", ["public.source-code"], ["s"], []),
        ("public.c-source", ["public.source-code"], ["c"], []),
        ("public.objective-c-source", ["public.source-code"], ["m"], []),
        ("public.swift-source", ["public.source-code"], ["swift"], []),
        ("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cp", "cxx", "cc"], []),
        ("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], []),
        ("public.c-header", ["public.source-code"], ["h"], []),
        ("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hh", "hxx"], []),
        ("public.script", ["public.source-code"], [], []),
        ("com.apple.applescript.text", ["public.script"], ["applescript"], []),
        ("com.apple.applescript.script", ["public.data"], ["scpt"], []),
        ("com.apple.applescript.script-bundle", ["com.apple.package"], ["scptd"], []),
        ("com.netscape.javascript-source", ["public.script"], ["js"], ["text/javascript"]),
        ("public.shell-script", ["public.script"], ["sh"], []),
        ("public.perl-script", ["public.shell-script"], ["pl", "pm"], ["text/x-perl-script"]),
        ("public.python-script", ["public.shell-script"], ["py"], ["text/x-python-script"]),
        ("public.ruby-script", ["public.shell-script"], ["rb"], ["text/ruby-script"]),
        ("public.php-script", ["public.shell-script"], ["php"], ["text/php"]),
        ("public.make-source", ["public.script"], [], []),
        ("public.json", ["public.text"], ["json"], ["application/json"]),
        ("com.apple.property-list", ["public.data"], ["plist"], []),
        ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], []),
        ("com.apple.binary-property-list", ["com.apple.property-list"], [], []),
        ("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"]),
        ("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], []),
        ("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], []),
        ("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], ["application/x-webarchive"]),
        ("public.image", ["public.data", "public.content"], [], []),
        ("public.jpeg", ["public.image"], ["jpeg", "jpg"], ["image/jpeg"]),
        ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"]),
        ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"]),
        ("public.png", ["public.image"], ["png"], ["image/png"]),
        ("com.apple.icns", ["public.image"], ["icns"], []),
        ("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"]),
        ("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"]),
        ("public.camera-raw-image", ["public.image"], [], []),
        ("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"]),
        ("com.apple.live-photo", [], [], []),
        ("public.heif", ["public.image"], ["heif"], ["image/heif"]),
        ("public.heic", ["public.heif"], ["heic"], ["image/heic"]),
        ("public.heics", ["public.heif"], ["heics"], ["image/heic-sequence"]),
        ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"]),
        ("com.ilm.openexr-image", ["public.image"], ["exr"], []),
        ("com.adobe.raw-image", ["public.camera-raw-image"], ["dng"], ["image/x-adobe-dng"]),
        ("public.jpeg-xl", ["public.image"], ["jxl"], ["image/jxl"]),
        ("public.3d-content", ["public.content"], [], []),
        ("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd"], []),
        ("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"]),
        ("com.apple.reality", ["public.data"], ["reality"], []),
        ("com.apple.scenekit.scene", ["public.3d-content", "public.data"], ["scn"], []),
        ("com.apple.ar-reference-object", ["public.data"], ["arobject"], []),
        ("public.audiovisual-content", ["public.data", "public.content"], [], []),
        ("public.movie", ["public.audiovisual-content"], [], []),
        ("public.video", ["public.movie"], [], []),
        ("public.audio", ["public.audiovisual-content"], [], []),
        ("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"]),
        ("public.mpeg", ["public.movie"], ["mpg", "mpeg"], ["video/mpeg"]),
        ("public.mpeg-2-video", ["public.movie"], ["m2v"], ["video/mpeg2"]),
        ("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"]),
        ("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"]),
        ("public.mpeg-4", ["public.movie"], ["mp4"], ["video/mp4"]),
        ("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4"]),
        ("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], []),
        ("com.apple.protected-mpeg-4-video", ["public.movie"], ["m4v"], []),
        ("public.avi", ["public.movie"], ["avi"], ["video/avi"]),
        ("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff"]),
        ("com.microsoft.waveform-audio", ["public.audio"], ["wav"], ["audio/wav"]),
        ("public.midi-audio", ["public.audio"], ["mid", "midi"], ["audio/midi"]),
        ("public.playlist", [], [], []),
        ("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u"], ["audio/mpegurl"]),
        ("public.folder", ["public.directory"], [], []),
        ("public.volume", ["public.folder"], [], []),
        ("com.apple.package", ["public.directory"], [], []),
        ("com.apple.bundle", ["public.directory"], [], []),
        ("com.apple.plugin", ["com.apple.bundle"], ["plugin"], []),
        ("com.apple.metadata-importer", ["com.apple.bundle"], ["mdimporter"], []),
        ("com.apple.quicklook-generator", ["com.apple.bundle"], ["qlgenerator"], []),
        ("com.apple.xpc-service", ["com.apple.bundle"], ["xpc"], []),
        ("com.apple.framework", ["com.apple.bundle"], ["framework"], []),
        ("com.apple.application", ["public.executable"], [], []),
        ("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle"], ["app"], []),
        ("com.apple.application-extension", ["com.apple.bundle"], ["appex"], []),
        ("public.unix-executable", ["public.data", "public.executable"], [], []),
        ("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], []),
        ("com.apple.systempreference.prefpane", ["com.apple.bundle"], ["prefPane"], []),
        ("public.archive", ["public.data"], [], []),
        ("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/x-gzip"]),
        ("public.bzip2-archive", ["public.archive"], ["bz2"], ["application/x-bzip2"]),
        ("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"]),
        ("com.apple.archive", ["public.archive"], ["aar"], []),
        ("public.tar-archive", ["public.archive"], ["tar"], ["application/x-tar"]),
        ("public.spreadsheet", ["public.content"], [], []),
        ("public.presentation", ["public.composite-content"], [], []),
        ("public.database", [], [], []),
        ("public.message", [], [], []),
        ("public.contact", [], [], []),
        ("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard"]),
        ("public.to-do-item", [], [], []),
        ("public.calendar-event", [], [], []),
        ("public.email-message", ["public.message"], ["eml"], ["message/rfc822"]),
        ("com.apple.internet-location", ["public.data"], [], []),
        ("com.apple.internet-shortcut", ["com.apple.internet-location"], ["url"], []),
        ("public.font", ["public.data", "public.content"], [], []),
        ("public.bookmark", [], [], []),
        ("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"]),
        ("public.x509-certificate", ["public.data"], ["cer", "der", "crt"], ["application/x-x509-ca-cert"]),
        ("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"]),
        ("public.log", ["public.text"], ["log"], []),
        ("com.apple.haptics.ahap", ["public.json"], ["ahap"], []),
        ("public.geojson", ["public.json"], ["geojson"], ["application/geo+json"]),
        ("com.apple.linkpresentation.metadata", ["public.data"], [], []),
    ]

    /// The declarations by identifier.
    static let byIdentifier: [String: Row] = Dictionary(rows.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    /// The identifier declared with a filename extension (compared ignoring case), first declaration first.
    static let byExtension: [String: [String]] = Dictionary(grouping: rows.flatMap { row in row.extensions.map { ($0.lowercased(), row.identifier) } },
                                                            by: \.0).mapValues { $0.map(\.1) }

    /// The identifiers declared with a MIME type (compared ignoring case).
    static let byMIMEType: [String: [String]] = Dictionary(grouping: rows.flatMap { row in row.mimeTypes.map { ($0.lowercased(), row.identifier) } },
                                                           by: \.0).mapValues { $0.map(\.1) }
}
