// vireo_stall: 2-stage valid/ready pipeline; stage-1 ready is computed from its own output (combinational loop)
module vireo_stall (
    input  wire        clk,
    input  wire        rst,
    input  wire        in_valid,
    output wire        in_ready,
    input  wire [7:0]  in_data,
    output wire        out_valid,
    input  wire        out_ready,
    output wire [7:0]  out_data
);
    reg        v1, v2;
    reg [7:0]  d1, d2;
    wire       ready2 = out_ready | ~v2;
    wire       ready1;
    wire       move1;
    wire       ready1_hold;

    // loop: ready1 -> move1 -> ready1
    assign move1  = v1 & ready2 & ~ready1_hold;
    assign ready1 = ~v1 | move1;
    assign ready1_hold = ~ready1 & in_valid;

    assign in_ready  = ready1;
    assign out_valid = v2;
    assign out_data  = d2;

    always @(posedge clk) begin
        if (rst) begin
            v1 <= 1'b0; v2 <= 1'b0; d1 <= 8'h00; d2 <= 8'h00;
        end else begin
            if (ready1) begin
                v1 <= in_valid;
                if (in_valid) d1 <= in_data + 8'd1;
            end
            if (ready2) begin
                v2 <= v1 & move1;
                if (move1) d2 <= d1 ^ 8'h5A;
            end
        end
    end
endmodule
