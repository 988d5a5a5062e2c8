// bison_fifo: synchronous FIFO, 8 entries x 4 bits, with full/empty flags and an occupancy count
module bison_fifo (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    input  wire [3:0] din,
    output wire [3:0] dout,
    output wire       full,
    output wire       empty,
    output reg  [3:0] count
);
    reg [3:0] store [0:7];
    reg [2:0] wr_ptr, rd_ptr;

    wire do_push = push && !full;
    wire do_pop  = pop && !empty;

    assign full  = (count == 4'd8);
    assign empty = (count == 4'd0);
    assign dout  = store[rd_ptr];

    always @(posedge clk) begin
        if (do_push)
            store[wr_ptr] <= din;
    end

    always @(posedge clk) begin
        if (rst) begin
            wr_ptr <= 3'd0;
            rd_ptr <= 3'd0;
            count  <= 4'd0;
        end else begin
            if (do_push) wr_ptr <= wr_ptr + 3'd1;
            if (do_pop)  rd_ptr <= rd_ptr + 3'd1;
            case ({do_push, do_pop})
                2'b10:   count <= count + 4'd1;
                2'b01:   count <= count - 4'd1;
                default: count <= count;
            endcase
        end
    end
endmodule
