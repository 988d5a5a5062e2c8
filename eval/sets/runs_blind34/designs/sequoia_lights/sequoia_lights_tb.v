// testbench for sequoia_lights: measures how long each light is shown
`timescale 1ns/1ps
module sequoia_lights_tb;
    reg clk = 0, rst = 1, ped = 0;
    wire [2:0] m, s;
    wire walk;
    integer cyc = 0, y_len = 0, g_len = 0, errors = 0, walks = 0;
    sequoia_lights dut (.clk(clk), .rst(rst), .ped_req(ped), .main_rgy(m), .side_rgy(s), .walk(walk));
    always #5 clk = ~clk;
    always @(posedge clk) if (!rst) begin
        cyc <= cyc + 1;
        if (m == 3'b010) y_len = y_len + 1;
        else if (y_len != 0) begin
            if (y_len != 3) begin
                errors = errors + 1;
                $display("ERROR @%0t: main yellow lasted %0d cycles, expected 3", $time, y_len);
            end
            y_len = 0;
        end
        if (walk) walks = walks + 1;
    end
    initial begin
        #12 rst = 0;
        #200 ped = 1;
        #10  ped = 0;
        #400;
        $display("cycles=%0d walk_cycles=%0d", cyc, walks);
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d timing errors", errors);
        $finish;
    end
endmodule
