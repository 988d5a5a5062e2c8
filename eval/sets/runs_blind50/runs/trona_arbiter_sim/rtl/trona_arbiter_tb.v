// trona_arbiter_tb: self-checking testbench for trona_arbiter: one-hot grants, grant only to
// requesters, lock holding, and round-robin fairness with all four requesting.
`timescale 1ns/1ps
module trona_arbiter_tb;
    reg clk = 0, rst = 1, lock = 0;
    reg [3:0] req = 4'b0000;
    wire [3:0] gnt;
    wire [1:0] gnt_id;
    wire gnt_valid;
    integer cyc, errors;
    integer wins [0:3];

    trona_arbiter dut (.clk(clk), .rst(rst), .req(req), .lock(lock),
                       .gnt(gnt), .gnt_id(gnt_id), .gnt_valid(gnt_valid));

    always #5 clk = ~clk;

    task check_onehot;
        begin
            if (gnt_valid && (gnt & (gnt - 1)) != 0) begin
                $display("ERROR: cycle %0d grant %b not one-hot", cyc, gnt);
                errors = errors + 1;
            end
        end
    endtask

    initial begin
        errors = 0;
        wins[0] = 0; wins[1] = 0; wins[2] = 0; wins[3] = 0;
        repeat (2) @(posedge clk);
        #1 rst = 0;
        // single requester
        req = 4'b0100; @(posedge clk); #1;
        if (gnt !== 4'b0100) begin
            $display("ERROR: single request 0100 got grant %b", gnt);
            errors = errors + 1;
        end
        // lock holds the grant even when others request
        lock = 1; req = 4'b1110;
        repeat (3) begin
            @(posedge clk); #1;
            if (gnt !== 4'b0100) begin
                $display("ERROR: locked grant lost, got %b", gnt);
                errors = errors + 1;
            end
        end
        lock = 0;
        // fairness: all four request for 16 cycles, each must win 4 times
        req = 4'b1111;
        for (cyc = 0; cyc < 16; cyc = cyc + 1) begin
            @(posedge clk); #1;
            check_onehot;
            if (gnt_valid) wins[gnt_id] = wins[gnt_id] + 1;
        end
        for (cyc = 0; cyc < 4; cyc = cyc + 1) begin
            $display("requester %0d won %0d of 16", cyc, wins[cyc]);
            if (wins[cyc] != 4) begin
                $display("ERROR: requester %0d won %0d times, expected 4 (round robin)", cyc, wins[cyc]);
                errors = errors + 1;
            end
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
