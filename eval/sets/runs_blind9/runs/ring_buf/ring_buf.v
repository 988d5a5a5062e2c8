// ring_buf: 16-entry x 8-bit circular buffer held in an inferred RAM array.
// Writes go to wr_ptr, reads come from rd_ptr with a registered read port;
// an occupancy counter gives full/empty. Pointers wrap naturally at 16.
module ring_buf (
    input            clk,
    input            rst,
    input            push,
    input      [7:0] wdata,
    input            pop,
    output reg [7:0] rdata,
    output           full,
    output           empty,
    output     [4:0] level
);
    reg [7:0] mem [0:15];
    reg [3:0] wr_ptr, rd_ptr;
    reg [4:0] count;

    wire do_push = push & ~full;
    wire do_pop  = pop  & ~empty;

    assign full  = (count == 5'd16);
    assign empty = (count == 5'd0);
    assign level = count;

    always @(posedge clk) begin
        if (do_push)
            mem[wr_ptr] <= wdata;
        if (do_pop)
            rdata <= mem[rd_ptr];
    end

    always @(posedge clk) begin
        if (rst) begin
            wr_ptr <= 4'd0;
            rd_ptr <= 4'd0;
            count  <= 5'd0;
        end else begin
            if (do_push) wr_ptr <= wr_ptr + 4'd1;
            if (do_pop)  rd_ptr <= rd_ptr + 4'd1;
            count <= count + {4'd0, do_push} - {4'd0, do_pop};
        end
    end
endmodule
