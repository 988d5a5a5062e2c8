// fennec_uarttx_tb: self-checking testbench, decodes txd and checks data bits and EVEN parity
`timescale 1ns/1ps
module fennec_uarttx_tb;
    localparam CPB = 8;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] data = 0;
    wire txd, busy;
    integer errors = 0, i, k;
    reg [7:0] got;
    reg par;
    reg [7:0] vectors [0:3];

    fennec_uarttx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst(rst), .start(start), .data(data),
                                             .txd(txd), .busy(busy));
    always #10 clk = ~clk;

    initial begin
        vectors[0] = 8'h55; vectors[1] = 8'hA3; vectors[2] = 8'h00; vectors[3] = 8'hFE;
        repeat (3) @(negedge clk); rst = 0;
        for (k = 0; k < 4; k = k + 1) begin
            @(negedge clk); data = vectors[k]; start = 1;
            @(negedge clk); start = 0;
            wait (txd == 1'b0);                       // start bit
            repeat (CPB / 2) @(posedge clk);          // middle of start bit
            for (i = 0; i < 8; i = i + 1) begin
                repeat (CPB) @(posedge clk);
                got[i] = txd;
            end
            repeat (CPB) @(posedge clk);
            par = txd;
            repeat (CPB) @(posedge clk);
            if (got !== vectors[k]) begin
                $display("ERROR: byte %0d: data %h, expected %h", k, got, vectors[k]);
                errors = errors + 1;
            end
            if (par !== ^vectors[k]) begin
                $display("ERROR: byte %0d (%h): parity bit %b, expected even parity %b", k, vectors[k], par, ^vectors[k]);
                errors = errors + 1;
            end
            if (txd !== 1'b1) begin
                $display("ERROR: byte %0d: stop bit missing", k);
                errors = errors + 1;
            end
            wait (!busy);
        end
        if (errors == 0) $display("TEST PASSED (4 frames)");
        else $display("TEST FAILED (%0d errors in 4 frames)", errors);
        $finish;
    end
    initial begin
        #200000 $display("ERROR: timeout");
        $finish;
    end
endmodule
