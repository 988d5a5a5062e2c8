// pipit_fifo: synchronous single-clock FIFO with registered full/empty flags (hierarchical: uses pipit_ptr).
// Ports: clk, rst (sync active-high), wr_en/wr_data, rd_en/rd_data, full, empty, level.
// Parameters: WIDTH (data bits, default 8), AW (address bits, depth = 2**AW, default 3).
// The read/write pointers live in two instances of pipit_ptr (pipit_ptr.v, same folder).
module pipit_fifo #(
    parameter WIDTH = 8,
    parameter AW    = 3
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             wr_en,
    input  wire [WIDTH-1:0] wr_data,
    input  wire             rd_en,
    output reg  [WIDTH-1:0] rd_data,
    output wire             full,
    output wire             empty,
    output wire [AW:0]      level
);
    reg [WIDTH-1:0] mem [0:(1<<AW)-1];
    wire [AW:0] wptr, rptr;

    wire do_wr = wr_en && !full;
    wire do_rd = rd_en && !empty;

    pipit_ptr #(.AW(AW)) u_wptr (.clk(clk), .rst(rst), .inc(do_wr), .ptr(wptr));
    pipit_ptr #(.AW(AW)) u_rptr (.clk(clk), .rst(rst), .inc(do_rd), .ptr(rptr));

    assign level = wptr - rptr;
    assign empty = (wptr == rptr);
    assign full  = (wptr[AW] != rptr[AW]) && (wptr[AW-1:0] == rptr[AW-1:0]);

    always @(posedge clk) begin
        if (do_wr)
            mem[wptr[AW-1:0]] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst)
            rd_data <= {WIDTH{1'b0}};
        else if (do_rd)
            rd_data <= mem[rptr[AW-1:0]];
    end
endmodule
