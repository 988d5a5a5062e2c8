// mica_latchreg: 4 x 8-bit configuration register bank stored in level-sensitive latches.
// Ports: clk, rst, we, waddr[1:0], wdata[7:0], raddr[1:0] -> rdata[7:0]
// Write address/data are captured in flops on the rising edge; the addressed latch row is
// transparent while clk is low (second half of the cycle), so every row costs 8 latches, not 8 flops.
module mica_latchreg (
    input  wire       clk,
    input  wire       rst,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output reg  [7:0] rdata
);
    reg       we_q;
    reg [1:0] waddr_q;
    reg [7:0] wdata_q;
    reg [7:0] row0, row1, row2, row3;

    always @(posedge clk) begin
        if (rst) begin
            we_q    <= 1'b0;
            waddr_q <= 2'd0;
            wdata_q <= 8'd0;
        end else begin
            we_q    <= we;
            waddr_q <= waddr;
            wdata_q <= wdata;
        end
    end

    wire open_win = ~clk & we_q;

    // storage latches (inferred: no else branch)
    always @(*) if (open_win && waddr_q == 2'd0) row0 = wdata_q;
    always @(*) if (open_win && waddr_q == 2'd1) row1 = wdata_q;
    always @(*) if (open_win && waddr_q == 2'd2) row2 = wdata_q;
    always @(*) if (open_win && waddr_q == 2'd3) row3 = wdata_q;

    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= row0;
            2'd1: rdata <= row1;
            2'd2: rdata <= row2;
            default: rdata <= row3;
        endcase
    end
endmodule
