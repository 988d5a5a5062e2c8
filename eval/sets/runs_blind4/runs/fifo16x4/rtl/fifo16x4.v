// Synchronous FIFO, 16 entries of 4 bits.
module fifo16x4 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       push,
    input  wire       pop,
    input  wire [3:0] din,
    output wire [3:0] dout,
    output wire       full,
    output wire       empty
);
    reg [3:0] store [0:15];
    reg [4:0] wp, rp;

    assign empty = (wp == rp);
    assign full  = (wp[3:0] == rp[3:0]) && (wp[4] != rp[4]);
    assign dout  = store[rp[3:0]];

    always @(posedge clk)
        if (push && !full)
            store[wp[3:0]] <= din;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wp <= 5'd0;
            rp <= 5'd0;
        end else begin
            if (push && !full) wp <= wp + 5'd1;
            if (pop && !empty) rp <= rp + 5'd1;
        end
    end
endmodule
