// eucalypt_fifo: synchronous FIFO, DEPTH=8 entries of 8 bits, registered flags
// Ports: clk, rst, wr, rd, wdata[7:0] -> rdata[7:0], full, empty, count[3:0]
module eucalypt_fifo (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr,
    input  wire       rd,
    input  wire [7:0] wdata,
    output wire [7:0] rdata,
    output wire       full,
    output wire       empty,
    output reg  [3:0] count
);
    reg [7:0] mem [0:7];
    reg [2:0] wp, rp;
    wire do_wr = wr && !full;
    wire do_rd = rd && !empty;
    assign full  = (count == 4'd8);
    assign empty = (count == 4'd0);
    assign rdata = mem[rp];
    always @(posedge clk) begin
        if (rst) begin
            wp <= 0; rp <= 0; count <= 0;
        end else begin
            if (do_wr) begin mem[wp] <= wdata; wp <= wp + 1; end
            if (do_rd) rp <= rp + 1;
            case ({do_wr, do_rd})
                2'b10: count <= count + 1;
                2'b01: count <= count - 1;
                default: ;
            endcase
        end
    end
endmodule
