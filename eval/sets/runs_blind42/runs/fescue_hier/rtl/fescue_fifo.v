// fescue_fifo: synchronous FIFO, DEPTH x WIDTH, built from a register-file RAM and a pointer/flag block
// Sub-modules: fescue_ram (storage, synchronous write, asynchronous read) and fescue_ptrs (pointers, count, flags).
// Write while full and read while empty are ignored; an overflow sticky flag records the dropped write.
module fescue_ram #(parameter WIDTH = 8, parameter AW = 3) (
    input  wire             clk,
    input  wire             we,
    input  wire [AW-1:0]    waddr,
    input  wire [WIDTH-1:0] wdata,
    input  wire [AW-1:0]    raddr,
    output wire [WIDTH-1:0] rdata
);
    reg [WIDTH-1:0] mem [0:(1<<AW)-1];
    always @(posedge clk)
        if (we) mem[waddr] <= wdata;
    assign rdata = mem[raddr];
endmodule

module fescue_ptrs #(parameter AW = 3) (
    input  wire          clk,
    input  wire          rst,
    input  wire          push,
    input  wire          pop,
    output reg  [AW-1:0] wptr,
    output reg  [AW-1:0] rptr,
    output reg  [AW:0]   count,
    output wire          full,
    output wire          empty,
    output reg           overflow
);
    wire do_push = push && !full;
    wire do_pop  = pop && !empty;

    assign full  = (count == (1 << AW));
    assign empty = (count == 0);

    always @(posedge clk) begin
        if (rst) begin
            wptr     <= 0;
            rptr     <= 0;
            count    <= 0;
            overflow <= 1'b0;
        end else begin
            if (do_push) wptr <= wptr + 1'b1;
            if (do_pop)  rptr <= rptr + 1'b1;
            case ({do_push, do_pop})
                2'b10: count <= count + 1'b1;
                2'b01: count <= count - 1'b1;
                default: ;
            endcase
            if (push && full) overflow <= 1'b1;
        end
    end
endmodule

module fescue_fifo #(parameter WIDTH = 8, parameter AW = 3) (
    input  wire             clk,
    input  wire             rst,
    input  wire             push,
    input  wire [WIDTH-1:0] din,
    input  wire             pop,
    output wire [WIDTH-1:0] dout,
    output wire             full,
    output wire             empty,
    output wire [AW:0]      level,
    output wire             overflow
);
    wire [AW-1:0] wptr, rptr;

    fescue_ptrs #(.AW(AW)) u_ptrs (
        .clk(clk), .rst(rst), .push(push), .pop(pop),
        .wptr(wptr), .rptr(rptr), .count(level),
        .full(full), .empty(empty), .overflow(overflow)
    );

    fescue_ram #(.WIDTH(WIDTH), .AW(AW)) u_ram (
        .clk(clk), .we(push && !full), .waddr(wptr), .wdata(din),
        .raddr(rptr), .rdata(dout)
    );
endmodule
