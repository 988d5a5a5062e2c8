// mongoose_syncfifo: single-clock FIFO with registered storage and full/empty flags.
// Parameters: WIDTH (data bits, default 8), AW (address bits, depth = 2**AW, default 2).
// Ports: clk, rst (sync high), wr_en, wr_data, rd_en, rd_data, full, empty, count.
module mongoose_syncfifo #(
    parameter WIDTH = 8,
    parameter AW    = 2
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output reg  [AW:0]      count
);
    localparam DEPTH = 1 << AW;

    reg [WIDTH-1:0] mem [0:DEPTH-1];
    reg [AW-1:0]    wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    assign full  = (count == DEPTH);
    assign empty = (count == 0);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr    <= 0;
            rptr    <= 0;
            count   <= 0;
            rd_data <= 0;
        end else begin
            if (do_wr)
                wptr <= wptr + 1'b1;
            if (do_rd) begin
                rd_data <= mem[rptr];
                rptr    <= rptr + 1'b1;
            end
            case ({do_wr, do_rd})
                2'b10:   count <= count + 1'b1;
                2'b01:   count <= count - 1'b1;
                default: count <= count;
            endcase
        end
    end
endmodule
