// cicada_light_tb: checks one full pedestrian cycle of cicada_light
`timescale 1ns/1ps
module cicada_light_tb;
    reg clk = 0, rst = 1, button = 0;
    wire [2:0] cars;
    wire [1:0] walk;
    integer errors = 0, cyc = 0, walk_cycles = 0, saw_amber = 0;
    cicada_light dut (.clk(clk), .rst(rst), .button(button), .cars(cars), .walk(walk));
    always #5 clk = ~clk;
    always @(posedge clk) begin
        cyc <= cyc + 1;
        if (walk == 2'b01) walk_cycles <= walk_cycles + 1;
        if (cars == 3'b010) saw_amber <= 1;
        if (walk == 2'b01 && cars != 3'b100) begin
            errors = errors + 1;
            $display("ERROR at cycle %0d: walk while cars=%b", cyc, cars);
        end
    end
    initial begin
        repeat (3) @(posedge clk);
        rst = 0;
        repeat (5) @(posedge clk);
        @(negedge clk) button = 1;
        @(negedge clk) button = 0;
        repeat (80) @(posedge clk);
        $display("walk phase lasted %0d cycles, amber seen=%0d", walk_cycles, saw_amber);
        if (walk_cycles != 13) errors = errors + 1;   // 11 steady + 2 flashing
        if (!saw_amber) errors = errors + 1;
        if (errors == 0) $display("TEST PASSED: pedestrian cycle ok after %0d cycles", cyc);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
