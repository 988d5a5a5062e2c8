// kudu_bus: 4-source shared read-data bus with registered output; two processes drive rdata (multiple drivers)
module kudu_bus (
    input  wire        clk,
    input  wire        rst,
    input  wire [1:0]  sel,
    input  wire        dbg_en,
    input  wire [15:0] src0,
    input  wire [15:0] src1,
    input  wire [15:0] src2,
    input  wire [15:0] src3,
    input  wire [15:0] dbg_word,
    output reg  [15:0] rdata,
    output wire        parity
);
    reg [15:0] mux_out;

    always @(*) begin
        case (sel)
            2'd0: mux_out = src0;
            2'd1: mux_out = src1;
            2'd2: mux_out = src2;
            default: mux_out = src3;
        endcase
    end

    always @(posedge clk) begin
        if (rst) rdata <= 16'h0000;
        else     rdata <= mux_out;
    end

    // debug override added later: second driver of rdata
    always @(posedge clk) begin
        if (dbg_en) rdata <= dbg_word;
    end

    assign parity = ^rdata;
endmodule
